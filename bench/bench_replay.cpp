// Times the two halves of `carcassonne score` on one document: reading it
// (YAML events -> model) and replaying it (board, graph, scoring), and prints
// moves per second for each. Run by bench/run.sh; never by the test suite.
#include <chrono>
#include <cstdio>
#include <fstream>
#include <sstream>

#include "carcassonne/io/document_io.hpp"
#include "carcassonne/scoring/adjudicate.hpp"

using Clock = std::chrono::steady_clock;

int main(int argc, char** argv) {
    if (argc < 2) {
        std::fprintf(stderr, "usage: bench_replay LOG.yaml\n");
        return 2;
    }
    std::ifstream in(argv[1], std::ios::binary);
    std::stringstream buffer;
    buffer << in.rdbuf();
    std::string text = buffer.str();
    carcassonne::ReadLimits limits;
    limits.max_bytes = text.size() + 1;
    auto t0 = Clock::now();
    carcassonne::Document doc = carcassonne::read_document(text, argv[1], {}, limits);
    auto t1 = Clock::now();
    carcassonne::Report report = carcassonne::adjudicate(doc);
    auto t2 = Clock::now();
    double parse = std::chrono::duration<double>(t1 - t0).count();
    double replay = std::chrono::duration<double>(t2 - t1).count();
    double moves = static_cast<double>(doc.moves.size());
    std::printf(
        "%zu moves, %zu events: parse %.3f s (%.0f moves/s), replay %.3f s (%.0f moves/s)\n",
        doc.moves.size(), report.events.size(), parse, moves / parse, replay, moves / replay);
    return report.violations.empty() ? 0 : 1;
}
