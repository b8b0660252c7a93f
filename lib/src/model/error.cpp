#include "carcassonne/model/error.hpp"

#include <fmt/format.h>

namespace carcassonne {

std::string InputError::render() const {
    std::string out = fmt::format("{}:{}:{}: error: {}", file, where.line, where.column, what());
    for (const InputError& e : more) out += "\n" + e.render();
    if (stopped)
        out += fmt::format("\n{}: note: stopped after {} errors; the rest is not shown", file,
                           1 + more.size());
    return out;
}

}  // namespace carcassonne
