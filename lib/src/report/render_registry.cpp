// `carcassonne expansions` as text and as the JSON object "carcassonne-expansions/1".
#include <fmt/format.h>

#include "carcassonne/model/boxes.hpp"
#include "carcassonne/query/registry.hpp"
#include "carcassonne/report/render.hpp"
#include "report/json_text.hpp"

namespace carcassonne {
namespace {

std::string joined(const std::vector<std::string>& items, std::string_view sep = ", ") {
    std::string out;
    for (const std::string& s : items) out += (out.empty() ? "" : std::string(sep)) + s;
    return out;
}

std::string json_strings(const std::vector<std::string>& items) {
    std::string out;
    for (const std::string& s : items) out += (out.empty() ? "" : ", ") + json_quote(s);
    return "[" + out + "]";
}

// A value as JSON: a number option's values are numbers.
std::string json_value(const OptionListing& o, const std::string& v) {
    return o.number ? v : json_quote(v);
}

std::string json_option(const OptionListing& o) {
    std::string out = fmt::format("{{\"key\": {}", json_quote(o.key));
    if (o.values.empty()) {
        out += fmt::format(", \"min\": {}, \"max\": {}", o.min, o.max);
    } else {
        std::string values;
        for (const std::string& v : o.values)
            values += (values.empty() ? "" : ", ") + json_value(o, v);
        out += fmt::format(", \"values\": [{}]", values);
    }
    return out + fmt::format(", \"default\": {}}}", json_value(o, o.default_value));
}

std::string json_options(const std::vector<OptionListing>& options) {
    std::string out;
    for (const OptionListing& o : options) out += (out.empty() ? "" : ", ") + json_option(o);
    return "[" + out + "]";
}

std::string json_figures(const std::vector<FigureListing>& figures) {
    std::string out;
    for (const FigureListing& f : figures)
        out += fmt::format(
            "{}{{\"name\": {}, \"supply_key\": {}, \"supply\": {}, \"weight\": {}, \"follower\": "
            "{}, "
            "\"stands_on\": {}}}",
            out.empty() ? "" : ", ", json_quote(f.name), json_quote(f.supply_key), f.supply,
            f.weight, f.follower ? "true" : "false", json_strings(f.stands_on));
    return "[" + out + "]";
}

std::string json_start(const std::optional<StartListing>& s) {
    if (!s) return "null";
    return fmt::format("{{\"tile\": {}, \"at\": {}, \"rot\": {}}}", json_quote(s->tile),
                       to_string(s->at), 90 * s->rot);
}

std::string option_text(const OptionListing& o) {
    if (o.values.empty())
        return fmt::format("{} {}..{} ({})", o.key, o.min, o.max, o.default_value);
    return fmt::format("{} {} ({})", o.key, joined(o.values, "|"), o.default_value);
}

std::string figure_text(const FigureListing& f) {
    std::string what = f.follower ? fmt::format("a follower weighing {}", f.weight)
                                  : std::string("not a follower");
    return fmt::format("{} ({}; {} each, option {}; on {})", f.name, what, f.supply, f.supply_key,
                       joined(f.stands_on));
}

}  // namespace

namespace {

std::string json_areas(const std::vector<AreaListing>& areas) {
    std::string out = "[";
    for (std::size_t i = 0; i < areas.size(); ++i)
        out += fmt::format("{}{{\"name\": {}, \"mark\": {}, \"column\": {}}}", i ? ", " : "",
                           json_quote(areas[i].name),
                           areas[i].mark ? json_quote(*areas[i].mark) : "null",
                           json_quote(areas[i].column));
    return out + "]";
}

std::string area_text(const AreaListing& a) {
    return fmt::format("{} ({}{} column)", a.name, a.mark ? "mark " + *a.mark + ", " : "",
                       a.column);
}

}  // namespace

std::string render_registry_json(const RegistryListing& r) {
    std::string out = "{\n  \"format\": \"carcassonne-expansions/1\",\n";
    out += fmt::format("  \"columns\": {},\n", json_strings(r.columns));
    out += fmt::format(
        "  \"base\": {{\"options\": {}, \"figures\": {}, \"start\": {}, \"areas\": {}}},\n",
        json_options(r.options), json_figures(r.figures), json_start(r.start), json_areas(r.areas));
    out += "  \"expansions\": [";
    for (std::size_t i = 0; i < r.expansions.size(); ++i) {
        const ExpansionListing& e = r.expansions[i];
        out += fmt::format(
            "{}\n    {{\"name\": {}, \"title\": {}, \"column\": {}, \"column_always\": {}, "
            "\"options\": {}, "
            "\"figures\": {}, \"marks\": {}, \"actions\": {}, \"bonus_moves\": {}, "
            "\"document_key\": {}, \"start\": {}, \"tiles\": {}, \"areas\": {}}}",
            i ? "," : "", json_quote(e.name), json_quote(e.title),
            e.column ? json_quote(*e.column) : "null",
            e.column && !e.column_only_when_played ? "true" : "false", json_options(e.options),
            json_figures(e.figures), json_strings(e.marks), json_strings(e.move_keys),
            e.bonus_moves ? "true" : "false", e.document_key ? json_quote(*e.document_key) : "null",
            json_start(e.start), json_strings(e.tiles), json_areas(e.areas));
    }
    out += r.expansions.empty() ? "],\n" : "\n  ],\n";
    out += "  \"tilesets\": [";
    for (std::size_t i = 0; i < r.tilesets.size(); ++i)
        out += fmt::format("{}{{\"name\": {}, \"tiles\": {}}}", i ? ", " : "",
                           json_quote(r.tilesets[i].name), r.tilesets[i].tiles);
    out += "],\n  \"boxes\": [";
    const std::vector<BoxDef>& boxes = builtin_boxes();
    for (std::size_t i = 0; i < boxes.size(); ++i) {
        std::vector<std::string> names(boxes[i].expansions.begin(), boxes[i].expansions.end());
        out += fmt::format("{}{{\"name\": {}, \"expansions\": {}}}", i ? ", " : "",
                           json_quote(std::string(boxes[i].name)), json_strings(names));
    }
    return out + "]\n}\n";
}

std::string render_registry_text(const RegistryListing& r) {
    std::string out = fmt::format("Report columns: {}\n", joined(r.columns));
    std::vector<std::string> options, figures;
    for (const OptionListing& o : r.options) options.push_back(option_text(o));
    for (const FigureListing& f : r.figures) figures.push_back(figure_text(f));
    std::vector<std::string> areas;
    for (const AreaListing& a : r.areas) areas.push_back(area_text(a));
    out += fmt::format("\nbase game\n  start tile: {}\n  options: {}\n  figures: {}\n  areas: {}\n",
                       r.start.tile, joined(options, "; "), joined(figures, "; "),
                       joined(areas, "; "));
    for (const ExpansionListing& e : r.expansions) {
        out += fmt::format("\n{} ({})\n", e.name, e.title);
        if (e.column)
            out += fmt::format("  column: {}{}\n", *e.column,
                               e.column_only_when_played ? " (only when played)" : "");
        options.clear();
        figures.clear();
        for (const OptionListing& o : e.options) options.push_back(option_text(o));
        for (const FigureListing& f : e.figures) figures.push_back(figure_text(f));
        if (!options.empty()) out += fmt::format("  options: {}\n", joined(options, "; "));
        if (!figures.empty()) out += fmt::format("  figures: {}\n", joined(figures, "; "));
        if (!e.marks.empty()) out += fmt::format("  marks: {}\n", joined(e.marks));
        areas.clear();
        for (const AreaListing& a : e.areas) areas.push_back(area_text(a));
        if (!areas.empty()) out += fmt::format("  areas: {}\n", joined(areas, "; "));
        if (!e.move_keys.empty()) out += fmt::format("  move keys: {}\n", joined(e.move_keys));
        if (e.bonus_moves) out += "  bonus moves: a move may earn its player the next one\n";
        if (e.document_key) out += fmt::format("  document key: {}\n", *e.document_key);
        if (e.start) out += fmt::format("  start tile: {}\n", e.start->tile);
        if (!e.tiles.empty())
            out += fmt::format("  tiles ({}): {}\n", e.tiles.size(), joined(e.tiles, " "));
    }
    out += "\nTile sets (--tiles NAME, tilesets: [NAME]):";
    for (const TileSetListing& t : r.tilesets)
        out += fmt::format(" {} ({} {})", t.name, t.tiles, t.tiles == 1 ? "tile" : "tiles");
    out += "\nBoxes (the base game with the expansions in its box):";
    for (const BoxDef& b : builtin_boxes()) {
        std::vector<std::string> names(b.expansions.begin(), b.expansions.end());
        out += fmt::format(" {} ({})", b.name, joined(names));
    }
    return out + "\n";
}

}  // namespace carcassonne
