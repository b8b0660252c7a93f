#include "carcassonne/model/printable.hpp"

#include <cstdint>

namespace carcassonne {

std::size_t utf8_length(std::string_view s, std::size_t i) {
    auto c = static_cast<unsigned char>(s[i]);
    std::size_t n = c < 0x80           ? 1
                    : (c >> 5) == 0x6  ? 2
                    : (c >> 4) == 0xE  ? 3
                    : (c >> 3) == 0x1E ? 4
                                       : 0;
    if (n == 0 || i + n > s.size()) return 0;
    std::uint32_t cp = n == 1 ? c : n == 2 ? (c & 0x1F) : n == 3 ? (c & 0x0F) : (c & 0x07);
    for (std::size_t k = 1; k < n; ++k) {
        auto d = static_cast<unsigned char>(s[i + k]);
        if ((d & 0xC0) != 0x80) return 0;
        cp = (cp << 6) | (d & 0x3F);
    }
    static constexpr std::uint32_t kMin[5] = {0, 0, 0x80, 0x800, 0x10000};
    if (cp < kMin[n] || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) return 0;
    return n;
}

namespace {

// C0 controls, DEL, and the C1 controls (U+0080..U+009F, two bytes in UTF-8).
bool control(std::string_view s, std::size_t i, std::size_t n) {
    auto c = static_cast<unsigned char>(s[i]);
    if (n == 1) return c < 0x20 || c == 0x7F;
    return n == 2 && c == 0xC2 && static_cast<unsigned char>(s[i + 1]) < 0xA0;
}

// `escape(out, s, i, n)` writes the control character of n bytes at s[i].
template <class Escape>
std::string clean(std::string_view s, Escape&& escape) {
    std::string out;
    out.reserve(s.size());
    for (std::size_t i = 0; i < s.size();) {
        std::size_t n = utf8_length(s, i);
        if (n == 0) {
            out += kReplacement;
            ++i;
            continue;
        }
        if (control(s, i, n))
            escape(out, s, i, n);
        else
            out.append(s, i, n);
        i += n;
    }
    return out;
}

}  // namespace

std::string printable_name(std::string_view name) {
    return clean(name, [](std::string& out, std::string_view, std::size_t, std::size_t) {
        out += kReplacement;
    });
}

std::string printable_message(std::string_view text) {
    return clean(text, [](std::string& out, std::string_view s, std::size_t i, std::size_t n) {
        static constexpr char kHex[] = "0123456789abcdef";
        auto c = static_cast<unsigned char>(s[n == 1 ? i : i + 1]);
        if (c == '\n' || c == '\t') {
            out += static_cast<char>(c);
        } else if (c == 0) {
            out += "\\0";
        } else {
            out += n == 1 ? "\\x" : "\\u00";
            out += kHex[c >> 4];
            out += kHex[c & 15];
        }
    });
}

}  // namespace carcassonne
