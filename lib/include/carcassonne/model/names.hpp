// One table per enum: every value with the name documents and messages use.
// The parser, the printer and the "must be one of ..." messages all read the
// same table, so a value added to the table is known everywhere at once.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace carcassonne {

template <class E>
struct Named {
    E value;
    std::string_view name;
};

template <class E, std::size_t N>
constexpr std::string_view name_in(const Named<E> (&table)[N], E value) {
    for (const Named<E>& n : table)
        if (n.value == value) return n.name;
    return "?";
}

template <class E, std::size_t N>
constexpr std::optional<E> parse_in(const Named<E> (&table)[N], std::string_view name) {
    for (const Named<E>& n : table)
        if (n.name == name) return n.value;
    return std::nullopt;
}

// The names for a message: "a, b or c" (or "a, b, c" with last = ", ").
template <class E, std::size_t N>
std::string list_of(const Named<E> (&table)[N], std::string_view last = " or ") {
    std::string out;
    for (std::size_t i = 0; i < N; ++i) {
        if (i > 0) out += i + 1 == N ? last : std::string_view(", ");
        out += table[i].name;
    }
    return out;
}

}  // namespace carcassonne
