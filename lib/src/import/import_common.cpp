#include "import_common.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <charconv>

#include "carcassonne/io/document_io.hpp"
#include "carcassonne/model/printable.hpp"

namespace carcassonne::importer {

// ---- Values out of the JSON tree -------------------------------------------------------------

json::Value member(const json::Value& object, std::string_view key, std::string_view what) {
    auto v = object.find(key);
    if (!v) object.tree().fail(object, fmt::format("{} has no \"{}\"", what, key));
    return *v;
}

std::optional<json::Value> optional_member(const json::Value& object, std::string_view key) {
    auto v = object.find(key);
    if (v && v->is_null()) return std::nullopt;  // "key": null reads as no key
    return v;
}

void expect_object(const json::Value& v, std::string_view what) {
    if (!v.is_object())
        v.tree().fail(v, fmt::format("{} must be an object, not {}", what, json::describe(v)));
}

void expect_array(const json::Value& v, std::string_view what) {
    if (!v.is_array())
        v.tree().fail(v, fmt::format("{} must be an array, not {}", what, json::describe(v)));
}

const std::string& string_of(const json::Value& v, std::string_view what) {
    if (!v.is_string())
        v.tree().fail(v, fmt::format("{} must be a string, not {}", what, json::describe(v)));
    return v.text();
}

std::int64_t integer_of(const json::Value& v, std::string_view what, std::int64_t min,
                        std::int64_t max) {
    std::optional<std::int64_t> n = v.integer();
    if (v.is_string()) {
        const std::string& s = v.text();
        std::size_t digits = s.size() - (!s.empty() && s[0] == '-' ? 1 : 0);
        bool decimal =
            digits > 0 && std::all_of(s.end() - static_cast<std::ptrdiff_t>(digits), s.end(),
                                      [](char c) { return c >= '0' && c <= '9'; });
        std::int64_t parsed = 0;
        if (decimal) {
            auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), parsed);
            if (ec == std::errc() && end == s.data() + s.size())
                n = parsed;
            else
                v.tree().fail(v, fmt::format("{} must be from {} to {}, not {}", what, min, max,
                                             json::describe(v)));
        }
    }
    if (!n)
        v.tree().fail(v, fmt::format("{} must be a whole number (or one in a string), not {}", what,
                                     json::describe(v)));
    if (*n < min || *n > max)
        v.tree().fail(
            v, fmt::format("{} must be from {} to {}, not {}", what, min, max, json::describe(v)));
    return *n;
}

std::string id_of(const json::Value& v, std::string_view what) {
    if (v.is_string()) return v.text();
    if (auto n = v.integer()) return std::to_string(*n);
    v.tree().fail(
        v, fmt::format("{} must be a string or a whole number, not {}", what, json::describe(v)));
}

bool enabled(const json::Value& v, std::string_view what) {
    if (v.is_bool()) return v.boolean();
    if (v.is_null()) return false;
    return integer_of(v, what, INT64_MIN, INT64_MAX) > 0;
}

Pos board_pos(const json::Value& x, const json::Value& y, std::string_view what) {
    auto sx = integer_of(x, fmt::format("{} x", what), INT32_MIN, INT32_MAX);
    // Our y is the source's -y, which must fit in 32 bits as well.
    auto sy = integer_of(y, fmt::format("{} y", what), -std::int64_t{INT32_MAX},
                         std::int64_t{INT32_MAX} + 1);
    return Pos{static_cast<std::int32_t>(sx), static_cast<std::int32_t>(-sy)};
}

// ---- Geometry ---------------------------------------------------------------------------------

std::uint8_t turn_edges(std::uint8_t edges, Rotation rot) {
    std::uint8_t out = 0;
    for (Edge e : kAllEdges)
        if (edges & (1u << index(e))) out |= static_cast<std::uint8_t>(1u << index(rotate(e, rot)));
    return out;
}

std::uint8_t turn_halves(std::uint8_t halves, Rotation rot) {
    std::uint8_t out = 0;
    for (int h = 0; h < 8; ++h)
        if (halves & (1u << h))
            out |= static_cast<std::uint8_t>(1u << index(rotate(half_at(h), rot)));
    return out;
}

std::optional<FeatureRef> feature_on(const TileDef& tile, Rotation rot, SegmentKind kind,
                                     std::uint8_t edges, std::uint8_t halves) {
    if (is_area(kind)) {  // the monastery, an expansion's (a garden)
        if (!tile.has_area(kind) || edges || halves) return std::nullopt;
        return FeatureRef{kind, 0};
    }
    bool field = kind == SegmentKind::Field;
    if (field ? (halves == 0 || edges != 0) : (edges == 0 || halves != 0)) return std::nullopt;
    // Every named edge or half must belong to the same segment, of that kind.
    int segment = -1;
    for (int i = 0; i < (field ? 8 : 4); ++i) {
        if (!((field ? halves : edges) & (1u << i))) continue;
        int s = field ? tile.half_segment[index(unrotate(half_at(i), rot))]
                      : tile.edge_segment[index(unrotate(edge_at(i), rot))];
        if (s < 0 || tile.segments[s].kind != kind || (segment >= 0 && s != segment))
            return std::nullopt;
        segment = s;
    }
    const SegmentDef& seg = tile.segments[segment];
    std::uint8_t board = field ? turn_halves(seg.halves, rot) : turn_edges(seg.edges, rot);
    for (int i = 0; i < (field ? 8 : 4); ++i)
        if (board & (1u << i)) return FeatureRef{kind, static_cast<std::uint8_t>(i)};
    return std::nullopt;
}

const TileDef& catalogue_tile(std::string_view id) {
    const Catalogue& c = Catalogue::builtin();
    auto i = c.find(id);
    if (!i)
        throw std::logic_error(fmt::format("import table names tile {}, not in the catalogue", id));
    return c[*i];
}

// ---- Names and comments -----------------------------------------------------------------------

namespace {

bool name_char(char c) {
    return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '-';
}

}  // namespace

std::vector<std::string> our_player_names(const std::vector<std::string>& source,
                                          std::vector<std::string>& notes) {
    std::vector<std::string> out;
    for (std::size_t i = 0; i < source.size(); ++i) {
        std::string name;
        bool in_run = false;
        for (char c : source[i]) {
            if (name_char(c)) {
                name += c;
                in_run = false;
            } else if (!in_run) {
                name += '_';
                in_run = true;
            }
        }
        std::size_t b = name.find_first_not_of('_');
        name = b == std::string::npos ? "" : name.substr(b, name.find_last_not_of('_') - b + 1);
        name = name.substr(0, 32);
        if (name.empty()) name = fmt::format("player{}", i + 1);
        if (std::find(out.begin(), out.end(), name) != out.end()) {
            for (int k = 2;; ++k) {
                std::string suffix = fmt::format("_{}", k);
                std::string candidate = name.substr(0, 32 - suffix.size()) + suffix;
                if (std::find(out.begin(), out.end(), candidate) == out.end()) {
                    name = candidate;
                    break;
                }
            }
        }
        if (name != source[i])
            notes.push_back(
                fmt::format("player {} {} is named {} here (names are 1 to 32 of A-Z a-z 0-9 _ -, "
                            "each unique)",
                            i + 1, quoted_name(source[i]), name));
        out.push_back(name);
    }
    return out;
}

std::string yaml_name(const std::string& name) {
    // YAML would read these as numbers, booleans or null (1.1 and 1.2 alike).
    static const char* const kWords[] = {"y",     "n",  "yes", "no",  "true",
                                         "false", "on", "off", "null"};
    std::string lower = name;
    for (char& c : lower) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    bool word = std::find(std::begin(kWords), std::end(kWords), lower) != std::end(kWords);
    bool number_like =
        !name.empty() && (std::isdigit(static_cast<unsigned char>(name[0])) || name[0] == '-');
    return word || number_like || name.empty() ? "\"" + name + "\"" : name;
}

std::string comment_text(std::string_view s, std::size_t max) {
    std::string out;
    for (std::size_t i = 0; i < s.size();) {
        if (out.size() >= max) {
            out += "...";
            break;
        }
        std::size_t n = utf8_length(s, i);
        std::uint32_t first = static_cast<unsigned char>(s[i]);
        bool control = n == 1 && (first < 0x20 || first == 0x7F);
        // C1 controls (U+0080..U+009F, NEL among them) and U+2028/U+2029 break lines in YAML 1.1.
        bool c1 = n == 2 && first == 0xC2 && static_cast<unsigned char>(s[i + 1]) < 0xA0;
        bool separator =
            n == 3 && s.substr(i, 2) == "\xE2\x80" && (s[i + 2] == '\xA8' || s[i + 2] == '\xA9');
        bool bom = n == 3 && s.substr(i, 3) == "\xEF\xBB\xBF";
        if (n == 0 || control || c1 || separator || bom) {
            out += kReplacement;
            i += n == 0 ? 1 : n;
        } else {
            out.append(s.substr(i, n));
            i += n;
        }
    }
    return out;
}

std::string quoted_name(std::string_view s) {
    std::string out = "\"";
    for (std::size_t i = 0; i < s.size() && i < 100;) {
        std::size_t n = utf8_length(s, i);
        auto c = static_cast<unsigned char>(s[i]);
        if (n == 1 && c >= 0x20 && c < 0x7F && c != '"' && c != '\\') {
            out += static_cast<char>(c);
        } else if (n == 1) {
            out += c == '"' ? "\\\"" : c == '\\' ? "\\\\" : fmt::format("\\u{:04x}", c);
        } else if (n == 0) {
            out += fmt::format("\\x{:02x}", c);
            n = 1;
        } else {
            // Decode and write the code point as \uXXXX (or \UXXXXXXXX), ASCII only.
            std::uint32_t cp = c & (n == 2 ? 0x1F : n == 3 ? 0x0F : 0x07);
            for (std::size_t k = 1; k < n; ++k)
                cp = (cp << 6) | (static_cast<unsigned char>(s[i + k]) & 0x3F);
            out += cp <= 0xFFFF ? fmt::format("\\u{:04x}", cp) : fmt::format("\\U{:08x}", cp);
        }
        i += n;
        if (i >= 100 && i < s.size()) out += "...";
    }
    return out + "\"";
}

namespace {

void write_compact(const json::Value& v, std::size_t max, std::string& out) {
    if (out.size() > max) return;
    switch (v.type()) {
        case json::Type::Object:
            out += "{";
            for (std::size_t i = 0; i < v.size() && out.size() <= max; ++i) {
                out += (i ? ", " : "") + quoted_name(v.key(i)) + ": ";
                write_compact(v[i], max, out);
            }
            out += "}";
            return;
        case json::Type::Array:
            out += "[";
            for (std::size_t i = 0; i < v.size() && out.size() <= max; ++i) {
                out += i ? ", " : "";
                write_compact(v[i], max, out);
            }
            out += "]";
            return;
        case json::Type::String:
            out += quoted_name(v.text());
            return;
        default: {
            std::string d = json::describe(v);
            out += d.rfind("the number ", 0) == 0 ? d.substr(11) : d;
        }
    }
}

}  // namespace

std::string compact_json(const json::Value& v, std::size_t max) {
    std::string out;
    write_compact(v, max, out);
    return out.size() > max ? out.substr(0, max) + "..." : out;
}

// ---- The document -----------------------------------------------------------------------------

namespace {

std::string placed(const ImportedLog& log, const ImportedMove& m, bool with_player) {
    std::string s = "{";
    if (with_player) s += fmt::format("player: {}, ", yaml_name(log.players[m.player]));
    if (m.discard) {
        s += fmt::format("discard: {}}}", m.tile);
    } else {
        s += fmt::format("tile: {}, at: [{}, {}], rot: {}", m.tile, m.at.x, m.at.y, m.rot);
        for (std::size_t i = 0; i < m.marks.size(); ++i)
            s += (i ? ", " : ", marks: [") + m.marks[i] + (i + 1 == m.marks.size() ? "]" : "");
        if (m.meeple) s += ", meeple: " + *m.meeple;
        for (const std::string& key : m.keys) s += ", " + key;
        s += "}";
    }
    if (!m.source.empty()) s += "  # " + comment_text(m.source);
    return s;
}

}  // namespace

std::string write_log(const ImportedLog& log, const std::string& file) {
    std::string out =
        fmt::format("# Imported from {}: {}.\n", comment_text(file), comment_text(log.what));
    if (!log.final_scores.empty()) {
        std::string line;
        static const char* const kCategories[4] = {"road", "city", "monastery", "field"};
        for (std::size_t p = 0; p < log.final_scores.size(); ++p) {
            const SourceScore& s = log.final_scores[p];
            line += fmt::format("{}{} {}", p ? ", " : "", log.players[p], s.total);
            if (s.categories)
                for (int c = 0; c < 4; ++c)
                    line += fmt::format("{}{} {}{}", c ? ", " : " (", kCategories[c],
                                        (*s.categories)[c], c == 3 ? ")" : "");
        }
        out += "# Final scores in the source: " + line + "\n";
    }
    for (const std::string& note : log.notes) out += "# Note: " + comment_text(note, 400) + "\n";
    out += "players: [";
    for (std::size_t p = 0; p < log.players.size(); ++p)
        out += (p ? ", " : "") + yaml_name(log.players[p]);
    out += "]\n";
    if (!log.expansions.empty()) {
        out += "expansions: [";
        for (std::size_t e = 0; e < log.expansions.size(); ++e)
            out += (e ? ", " : "") + log.expansions[e];
        out += "]\n";
    }
    std::vector<std::string> options;
    if (log.followers != 7) options.push_back(fmt::format("followers: {}", log.followers));
    for (const auto& [key, value] : log.options) options.push_back(key + ": " + value);
    if (log.farms) options.push_back("farms: " + *log.farms);
    if (log.tiny_city) options.push_back(fmt::format("tiny-city: {}", *log.tiny_city));
    if (!options.empty()) {
        out += "options: {";
        for (std::size_t i = 0; i < options.size(); ++i) out += (i ? ", " : "") + options[i];
        out += "}\n";
    }
    if (log.start) out += "start: " + placed(log, *log.start, false) + "\n";
    out += log.moves.empty() ? "moves: []\n" : "moves:\n";
    for (const ImportedMove& m : log.moves) out += "  - " + placed(log, m, true) + "\n";
    out += log.end ? "end: true\n" : "end: false\n";
    return out;
}

}  // namespace carcassonne::importer
