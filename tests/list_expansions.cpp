// Prints the registry of expansions, for the structure test: one line per
// expansion, `NAME builtin|extra WORD...`, where the words are every name it
// brings (its marks, its line, its column, its options), which no base file may use.
#include <algorithm>
#include <cstdio>
#include <string>

#include "carcassonne/model/expansion.hpp"

int main() {
    using namespace carcassonne;
    const auto builtin = builtin_expansions();
    for (const ExpansionDef* e : expansions()) {
        bool is_builtin = std::find(builtin.begin(), builtin.end(), e) != builtin.end();
        std::string line = std::string(e->name) + (is_builtin ? " builtin" : " extra");
        for (const MarkDef& m : e->marks) line += " " + std::string(m.key);
        if (e->line) line += " " + std::string(e->line->key);
        if (e->column) line += " " + std::string(e->column->name);
        for (const OptionDef& o : e->options) line += " " + std::string(o.key);
        std::printf("%s\n", line.c_str());
    }
}
