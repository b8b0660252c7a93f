#include "io/decode.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <charconv>
#include <iterator>
#include <optional>
#include <utility>

#include "carcassonne/io/document_io.hpp"
#include "carcassonne/model/document.hpp"
#include "carcassonne/model/suggest.hpp"

namespace carcassonne {

std::string describe(const YNode& n) {
    switch (n.kind) {
        case YNode::Kind::Null:
            return "nothing";
        case YNode::Kind::Sequence:
            return "a list";
        case YNode::Kind::Map:
            return "a map";
        case YNode::Kind::Scalar:
            break;
    }
    return quoted(n.text);
}

std::string quoted(std::string_view s) {
    return s.size() > 40 ? fmt::format("'{}...'", s.substr(0, 40)) : fmt::format("'{}'", s);
}

bool valid_name(std::string_view s) {
    if (s.empty() || s.size() > 32) return false;
    return std::all_of(s.begin(), s.end(), [](char c) {
        return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '-';
    });
}

void Decoder::fail(SourceLoc where, std::string message) const {
    throw InputError(file_, where, std::move(message));
}

void Decoder::expect_map(const YNode& n, std::string_view what) const {
    if (!n.is_map()) fail(n, fmt::format("{} must be a map, not {}", what, describe(n)));
}

void Decoder::expect_sequence(const YNode& n, std::string_view what) const {
    if (!n.is_sequence()) fail(n, fmt::format("{} must be a list, not {}", what, describe(n)));
}

void ErrorList::add(InputError e) {
    std::vector<InputError> more = std::move(e.more);
    stopped_ = stopped_ || e.stopped;
    e.more.clear();
    e.stopped = false;
    errors_.push_back(std::move(e));
    for (InputError& m : more) add(std::move(m));
}

void ErrorList::throw_if_any() {
    if (errors_.empty()) return;
    // Steps run out of document order (moves stream past before the header is
    // read), so sort by place; equal places keep the order they were found in.
    std::stable_sort(errors_.begin(), errors_.end(), [](const InputError& a, const InputError& b) {
        return std::pair(a.where.line, a.where.column) < std::pair(b.where.line, b.where.column);
    });
    if (errors_.size() > limit_) {
        errors_.erase(errors_.begin() + static_cast<std::ptrdiff_t>(limit_), errors_.end());
        stopped_ = true;
    }
    InputError first = std::move(errors_.front());
    first.more.assign(std::make_move_iterator(errors_.begin() + 1),
                      std::make_move_iterator(errors_.end()));
    first.stopped = stopped_;
    throw first;
}

void Decoder::check_keys(const YNode& n, const std::vector<std::string_view>& allowed,
                         std::string_view context) const {
    ErrorList unknown(kMaxInputErrors);
    for (std::size_t i = 0; i < n.map_size(); ++i) {
        if (std::find(allowed.begin(), allowed.end(), n.key(i).text) != allowed.end()) continue;
        if (!unknown.room()) break;
        unknown.add(unknown_key(n.key(i).text, n.key(i).loc, allowed, context));
    }
    unknown.throw_if_any();
}

InputError Decoder::unknown_key(std::string_view key, SourceLoc where,
                                const std::vector<std::string_view>& allowed,
                                std::string_view context) const {
    return InputError(
        file_, where,
        fmt::format("unknown key {} in {}{}", quoted(key), context, did_you_mean(key, allowed)));
}

const std::string& Decoder::as_string(const YNode& n, std::string_view what) const {
    if (!n.is_scalar()) fail(n, fmt::format("{} must be a name, not {}", what, describe(n)));
    return n.text;
}

std::optional<std::int64_t> plain_decimal(std::string_view text, std::int64_t min,
                                          std::int64_t max) {
    std::int64_t v = 0;
    if (text.empty()) return std::nullopt;
    auto [p, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
    if (ec != std::errc() || p != text.data() + text.size()) return std::nullopt;
    std::string_view digits = text.substr(text[0] == '-' ? 1 : 0);
    if (digits.size() > 1 && digits[0] == '0') return std::nullopt;
    if (v < min || v > max) return std::nullopt;
    return v;
}

std::int64_t Decoder::as_int(const YNode& n, std::string_view what, std::int64_t min,
                             std::int64_t max) const {
    // A quoted "2" is text (FORMAT.md "Values and limits": a number is plain decimal).
    if (n.is_scalar() && n.quoted)
        fail(n, fmt::format("{} must be a number, not the quoted text {} (write it without quotes)",
                            what, describe(n)));
    if (n.is_scalar())
        if (auto v = plain_decimal(n.text, min, max)) return *v;
    // Refused: say why.
    // Decimal only: yaml-cpp would read 010 as octal and accept 0x10 and +3.
    std::int64_t v = 0;
    bool ok = n.is_scalar() && !n.text.empty();
    if (ok) {
        const char* b = n.text.data();
        const char* e = b + n.text.size();
        auto [p, ec] = std::from_chars(b, e, v);
        if (ec == std::errc::result_out_of_range && p == e)
            fail(n, fmt::format("{} must be from {} to {}, not {}", what, min, max, describe(n)));
        ok = ec == std::errc() && p == e;
    }
    if (!ok) fail(n, fmt::format("{} must be a whole decimal number, not {}", what, describe(n)));
    // yaml-cpp and YAML 1.1 read 010 as octal 8: refuse rather than guess.
    std::string_view digits = std::string_view(n.text).substr(n.text[0] == '-' ? 1 : 0);
    if (digits.size() > 1 && digits[0] == '0')
        fail(n, fmt::format("{} must be a whole number without leading zeros, not {}", what,
                            describe(n)));
    if (v < min || v > max)
        fail(n, fmt::format("{} must be from {} to {}, not {}", what, min, max, describe(n)));
    return v;
}

bool Decoder::as_bool(const YNode& n, std::string_view what) const {
    if (n.is_scalar() && n.text == "true") return true;
    if (n.is_scalar() && n.text == "false") return false;
    fail(n, fmt::format("{} must be true or false, not {}", what, describe(n)));
}

}  // namespace carcassonne
