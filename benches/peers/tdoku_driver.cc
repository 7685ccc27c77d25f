// A timing driver for tdoku (t-dillon/tdoku, BSD-2-Clause), used by `cargo bench --features bench --bench
// solver` to time tdoku beside our engine in interleaved rounds. This file is ours; tdoku's
// sources are not part of this repository: the benchmark compiles this driver together with
// `src/solver_dpll_triad_simd.cc` and `src/util.cc` of a tdoku checkout named by
// `TDOKU_DIR` (see BENCHMARKS.md).
//
// Protocol, one command per line on stdin, one answer line on stdout:
//   load <path>            -> "ok <puzzles>"    (puzzle lines as the Rust bench reads them)
//   time <seconds> <limit> -> "<puzzles solved> <elapsed seconds> <guesses per pass> <count sum>"
//                             (whole passes over the loaded set until <seconds> have passed)
//   one <index> <reps> <limit> -> "<best seconds> <guesses>" (one puzzle, best of <reps>)
//   slowest <limit>        -> "<index> <best seconds>" (each puzzle timed once, then the
//                             eight slowest five times each; the slowest of those)
//   quit
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <iostream>
#include <sstream>
#include <algorithm>
#include <string>
#include <utility>
#include <vector>

extern "C" size_t TdokuSolverDpllTriadSimd(const char *input, size_t limit,
                                           uint32_t configuration, char *solution,
                                           size_t *num_guesses);

namespace {

// tdoku wants '.' for an empty cell and a NUL (not a digit or '.') after the 81st cell,
// or it reads the input as a 729-character pencilmark grid.
struct Puzzle {
    char cells[96];
};

std::vector<Puzzle> load(const std::string &path) {
    std::vector<Puzzle> out;
    std::ifstream in(path);
    std::string line;
    while (std::getline(in, line)) {
        while (!line.empty() && line.back() == '\r') line.pop_back();
        if (line.empty() || line[0] == '#') continue;
        bool blank = true;
        for (char c : line) blank = blank && (c == ' ' || c == '\t');
        if (blank || line.size() < 81) continue;
        Puzzle p{};
        for (int i = 0; i < 81; i++) {
            char c = line[i];
            p.cells[i] = (c >= '1' && c <= '9') ? c : '.';
        }
        out.push_back(p);
    }
    return out;
}

double now() {
    using namespace std::chrono;
    return duration<double>(steady_clock::now().time_since_epoch()).count();
}

}  // namespace

int main() {
    std::vector<Puzzle> set;
    std::string line;
    char solution[96];
    while (std::getline(std::cin, line)) {
        std::istringstream cmd(line);
        std::string op;
        cmd >> op;
        if (op == "load") {
            std::string path;
            std::getline(cmd >> std::ws, path);
            set = load(path);
            std::cout << "ok " << set.size() << std::endl;
        } else if (op == "time") {
            double seconds = 0;
            size_t limit = 2;
            cmd >> seconds >> limit;
            // Counts and guesses are those of the first pass.
            size_t done = 0, sum = 0, guesses = 0;
            bool first = true;
            double start = now(), elapsed = 0;
            do {
                for (const Puzzle &p : set) {
                    size_t g = 0;
                    size_t n = TdokuSolverDpllTriadSimd(p.cells, limit, 0, solution, &g);
                    if (first) {
                        sum += n;
                        guesses += g;
                    }
                }
                first = false;
                done += set.size();
                elapsed = now() - start;
            } while (elapsed < seconds);
            std::cout << done << " " << elapsed << " " << guesses << " " << sum << std::endl;
        } else if (op == "one") {
            size_t index = 0, reps = 1, limit = 2;
            cmd >> index >> reps >> limit;
            if (index >= set.size()) {
                std::cout << "error: no puzzle " << index << std::endl;
                continue;
            }
            double best = 1e300;
            size_t g = 0;
            for (size_t r = 0; r < reps; r++) {
                double t = now();
                TdokuSolverDpllTriadSimd(set[index].cells, limit, 0, solution, &g);
                t = now() - t;
                if (t < best) best = t;
            }
            std::cout << best << " " << g << std::endl;
        } else if (op == "slowest") {
            size_t limit = 2;
            cmd >> limit;
            std::vector<std::pair<double, size_t>> once;
            for (size_t i = 0; i < set.size(); i++) {
                size_t g = 0;
                double t = now();
                TdokuSolverDpllTriadSimd(set[i].cells, limit, 0, solution, &g);
                once.emplace_back(now() - t, i);
            }
            std::sort(once.begin(), once.end(),
                      [](const auto &a, const auto &b) { return a.first > b.first; });
            size_t worst = 0;
            double worst_time = -1;
            for (size_t k = 0; k < once.size() && k < 8; k++) {
                size_t i = once[k].second;
                double best = 1e300;
                for (int r = 0; r < 5; r++) {
                    size_t g = 0;
                    double t = now();
                    TdokuSolverDpllTriadSimd(set[i].cells, limit, 0, solution, &g);
                    t = now() - t;
                    if (t < best) best = t;
                }
                if (best > worst_time) {
                    worst_time = best;
                    worst = i;
                }
            }
            std::cout << worst << " " << worst_time << std::endl;
        } else if (op == "quit") {
            return 0;
        } else {
            std::cout << "error: unknown command " << op << std::endl;
        }
    }
    return 0;
}
