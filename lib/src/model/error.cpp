#include "carcassonne/error.hpp"

#include <fmt/format.h>

namespace carcassonne {

std::string InputError::render() const {
    return fmt::format("{}:{}:{}: error: {}", file, where.line, where.column, what());
}

}  // namespace carcassonne
