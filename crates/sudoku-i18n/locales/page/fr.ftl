## The web page (to be translated).
