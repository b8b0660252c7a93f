#include "carcassonne/model/error.hpp"

#include <fmt/format.h>

namespace carcassonne {

std::string InputError::render() const {
    // A file that cannot be read has no place in it to name.
    std::string out = where.line == 0 ? fmt::format("{}: error: {}", file, what())
                                      : fmt::format("{}:{}:{}: error: {}", file, where.line,
                                                    where.column, what());
    for (const InputError& e : more) out += "\n" + e.render();
    if (stopped)
        out += fmt::format("\n{}: note: stopped after {} errors; the rest is not shown", file,
                           1 + more.size());
    return out;
}

}  // namespace carcassonne
