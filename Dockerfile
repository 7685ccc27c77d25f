# syntax=docker/dockerfile:1
# The worker image for sharded batches (docs/scale-out.md): the final image holds the
# sudoku-xlsx binary and nothing else.
#
#   docker build -t sudoku-xlsx .
#   docker run --rm -v "$PWD:/work" sudoku-xlsx solve /work/puzzles --shard 1/4 --out-dir /work/solved

# Build. Alpine's Rust targets musl, whose binaries are linked statically, so the final
# image needs no libc; the command has no C dependencies. 1.89 is the workspace's
# rust-version. The registry and target folders are BuildKit caches, kept between builds,
# so the binary is copied out of target/ in the same step.
FROM rust:1.89-alpine AS build
RUN apk add --no-cache musl-dev
WORKDIR /src
COPY . .
# The dist profile (link-time optimisation across crates, as for `cargo install`),
# stripped of symbols.
ENV CARGO_PROFILE_DIST_STRIP=true
RUN --mount=type=cache,target=/usr/local/cargo/registry \
    --mount=type=cache,target=/src/target \
    cargo build --locked --profile dist --bin sudoku-xlsx \
    && cp target/dist/sudoku-xlsx /sudoku-xlsx

# Run: the binary alone, as an unprivileged user (nobody), in /work.
FROM scratch
COPY --from=build /sudoku-xlsx /sudoku-xlsx
USER 65534:65534
WORKDIR /work
ENTRYPOINT ["/sudoku-xlsx"]
