// For the laws of a build against another over the whole corpus (a test-only
// expansion built in; a built-in one left out, tests/leave_out/):
// the documents, the one message that rightly differs, a line-by-line compare.
#pragma once

#include <catch2/catch.hpp>
#include <fstream>
#include <iterator>
#include <sstream>
#include <string>

#include "run_in_folder.hpp"

namespace carcassonne::test {

// Every document of scenarios/ and tests/examples/ under `project`, as
// shell arguments (" 'a.yaml' 'b.yaml'"), but those whose text holds
// `leave_out` anywhere (a comment counts too) when it is not empty.
inline std::string corpus_arguments(const std::string& project, const std::string& leave_out,
                                    int& count) {
    std::string out;
    count = 0;
    for (const char* folder : {"scenarios", "tests/examples"}) {
        FolderRun r = run_in_folder(
            project, "find", std::string(folder) + " -name '*.yaml' ! -name '*.expect.yaml'");
        REQUIRE(r.exit == 0);
        std::istringstream files(r.out);
        for (std::string file; std::getline(files, file);) {
            if (!leave_out.empty()) {
                std::ifstream in(project + "/" + file);
                std::string text((std::istreambuf_iterator<char>(in)), {});
                if (text.find(leave_out) != std::string::npos) continue;
            }
            out += " '" + file + "'";
            ++count;
        }
    }
    return out;
}

// The message about an unknown expansion lists every expansion the program
// knows: the one thing of a game without an expansion that rightly names it.
// `text` with `name` taken out of those lists.
inline std::string without_in_known_list(std::string text, const std::string& name) {
    for (std::size_t at = text.find("known: "); at != std::string::npos;
         at = text.find("known: ", at + 1)) {
        std::size_t end = text.find_first_of(")\"\n", at);
        for (const std::string& listed : {", " + name, name + ", "}) {
            std::size_t found = text.find(listed, at);
            if (found != std::string::npos && found < end) {
                text.erase(found, listed.size());
                break;
            }
        }
    }
    return text;
}

// Two outputs line by line, so that a difference names its document; the
// first three differences are shown.
inline void check_same_lines(const std::string& expected, const std::string& actual) {
    std::istringstream a(expected), b(actual);
    std::string line_a, line_b;
    int differ = 0;
    while (std::getline(a, line_a) && differ < 3) {
        REQUIRE(std::getline(b, line_b));
        if (line_a != line_b) {
            ++differ;
            CHECK(line_b == line_a);
        }
    }
    CHECK(!std::getline(b, line_b));
    CHECK(differ == 0);
}

}  // namespace carcassonne::test
