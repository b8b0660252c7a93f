// The Land Surveyors in documents: the `surveyors:` key, a log's three stacks
// (top first) or a position's active tiles, read and written back.
#include <fmt/format.h>

#include <algorithm>

#include "expansions/surveyors/surveyors.hpp"
#include "io/expansion_syntax.hpp"

namespace carcassonne {
namespace {

constexpr const char* kStacks[3] = {"city", "road", "monastery"};
constexpr SegmentKind kKinds[3] = {SegmentKind::City, SegmentKind::Road, SegmentKind::Monastery};

// surveyors.setup: the tiles each stack holds, each once. The road stack's
// fourth tile is poverty, or wealth instead (so wealth may stand there too).
const std::vector<SurveyorTile>& own_tiles(SegmentKind k) {
    static const std::vector<SurveyorTile> city{SurveyorTile::CitizensJury,
                                                SurveyorTile::BadNeighbourhood, SurveyorTile::Siege,
                                                SurveyorTile::Wealth, SurveyorTile::Poverty};
    static const std::vector<SurveyorTile> road{SurveyorTile::StreetFair, SurveyorTile::LongRoad,
                                                SurveyorTile::PeasantUprising,
                                                SurveyorTile::Poverty, SurveyorTile::Wealth};
    static const std::vector<SurveyorTile> monastery{
        SurveyorTile::HermitMonastery, SurveyorTile::PilgrimageRoute, SurveyorTile::Wealth};
    return k == SegmentKind::City ? city : k == SegmentKind::Road ? road : monastery;
}

std::string names(const std::vector<SurveyorTile>& tiles) {
    std::string out;
    for (SurveyorTile t : tiles) out += std::string(out.empty() ? "" : ", ") + std::string(name(t));
    return out;
}

SurveyorTile read_tile(const Decoder& d, const YNode& n, SegmentKind stack,
                       const char* stack_name) {
    auto t = parse_surveyor_tile(d.as_string(n, "a scoring tile"));
    const auto& own = own_tiles(stack);
    if (!t || std::find(own.begin(), own.end(), *t) == own.end())
        d.fail(n, fmt::format("{} is not a {} scoring tile (known: {})", describe(n), stack_name,
                              names(own)));
    return *t;
}

// One stack of a log, top first: its own tiles, each once, and all of them.
std::vector<SurveyorTile> read_stack(const Decoder& d, const YNode& list, SegmentKind kind,
                                     const char* stack) {
    d.expect_sequence(list, fmt::format("the {} stack", stack));
    if (list.children.empty()) d.fail(list, fmt::format("the {} stack is empty", stack));
    std::vector<SurveyorTile> out;
    for (const YNode& t : list.children) {
        SurveyorTile tile = read_tile(d, t, kind, stack);
        if (std::find(out.begin(), out.end(), tile) != out.end())
            d.fail(t, fmt::format("'{}' is in the {} stack twice", t.text, stack));
        bool fourth = tile == SurveyorTile::Poverty || tile == SurveyorTile::Wealth;
        if (kind == SegmentKind::Road && fourth) {
            SurveyorTile other =
                tile == SurveyorTile::Poverty ? SurveyorTile::Wealth : SurveyorTile::Poverty;
            if (std::find(out.begin(), out.end(), other) != out.end())
                d.fail(t, "the road stack's fourth tile is poverty or wealth, not both");
        }
        out.push_back(tile);
    }
    auto has = [&](SurveyorTile t) { return std::find(out.begin(), out.end(), t) != out.end(); };
    std::vector<SurveyorTile> missing;
    for (SurveyorTile t : own_tiles(kind))
        if (!has(t)) missing.push_back(t);
    std::string or_wealth;
    if (kind == SegmentKind::Road) {
        // Wealth stands only in place of poverty, the last tile listed.
        auto drop = [&](SurveyorTile t) {
            missing.erase(std::remove(missing.begin(), missing.end(), t), missing.end());
        };
        drop(SurveyorTile::Wealth);
        if (has(SurveyorTile::Wealth))
            drop(SurveyorTile::Poverty);
        else if (!has(SurveyorTile::Poverty))
            or_wealth = " (or wealth)";
    }
    if (!missing.empty())
        d.fail(list, fmt::format("the {} stack must hold each of its tiles once; it lacks {}{}",
                                 stack, names(missing), or_wealth));
    return out;
}

SurveyorStacks read_stacks(const Decoder& d, const YNode& n) {
    d.expect_map(n, "surveyors");
    d.check_keys(n, {"city", "road", "monastery"}, "surveyors (a game log gives the three stacks)");
    SurveyorStacks out;
    std::vector<SurveyorTile>* stacks[3] = {&out.city, &out.road, &out.monastery};
    // In document order, so that the earliest error is the one reported.
    for (std::size_t k = 0; k < n.map_size(); ++k)
        for (int i = 0; i < 3; ++i)
            if (n.key(k).text == kStacks[i])
                *stacks[i] = read_stack(d, n.value(k), kKinds[i], kStacks[i]);
    for (int i = 0; i < 3; ++i)
        if (stacks[i]->empty())
            d.fail(n,
                   fmt::format("surveyors: needs the {} stack (its tiles, top first)", kStacks[i]));
    return out;
}

ActiveSurveyors read_active(const Decoder& d, const YNode& n) {
    d.expect_map(n, "surveyors");
    d.check_keys(n, {"active"}, "surveyors (a position gives active:)");
    const YNode* active = n.find("active");
    if (!active)
        d.fail(n, "surveyors: in a position needs active: {city: ..., road: ..., monastery: ...}");
    d.expect_map(*active, "active");
    d.check_keys(*active, {"city", "road", "monastery"}, "active");
    ActiveSurveyors out;
    SurveyorTile* tiles[3] = {&out.city, &out.road, &out.monastery};
    for (int i = 0; i < 3; ++i) {
        const YNode* t = active->find(kStacks[i]);
        if (!t) d.fail(*active, fmt::format("active: needs the {} tile", kStacks[i]));
        *tiles[i] = read_tile(d, *t, kKinds[i], kStacks[i]);
    }
    return out;
}

// A log's stacks, top first (surveyors.setup): each holds exactly its own
// tiles, each once; the road stack's fourth may be wealth instead of poverty.
// A position's `active: {city, road, monastery}`: one tile of each stack.
void read_surveyors(const Decoder& d, const YNode& n, DocumentKind kind,
                    const std::vector<std::string>&, Ruleset& rules) {
    SurveyorSetup setup;
    if (kind == DocumentKind::Log)
        setup.stacks = read_stacks(d, n);
    else
        setup.active_tiles = read_active(d, n);
    rules.set_settings(surveyors::expansion(), std::move(setup));
}

// The same key written back: a log's stacks, or a position's active tiles.
std::string write_surveyors(const Ruleset& rules, DocumentKind kind,
                            const std::vector<std::string>&) {
    const SurveyorSetup& s = surveyors::setup(rules);
    if (kind == DocumentKind::Position) {
        ActiveSurveyors a = s.active(0);
        return fmt::format("surveyors:\n  active: {{city: {}, road: {}, monastery: {}}}\n",
                           name(a.city), name(a.road), name(a.monastery));
    }
    std::string out = "surveyors:\n";
    if (!s.stacks) return out;
    const std::vector<SurveyorTile>* stacks[3] = {&s.stacks->city, &s.stacks->road,
                                                  &s.stacks->monastery};
    for (int i = 0; i < 3; ++i) {
        std::string list;
        for (SurveyorTile t : *stacks[i]) list += (list.empty() ? "" : ", ") + std::string(name(t));
        out += fmt::format("  {}: [{}]\n", kStacks[i], list);
    }
    return out;
}

std::string_view usage(DocumentKind kind) {
    return kind == DocumentKind::Log ? "{city: [...], road: [...], monastery: [...]}"
                                     : "{active: {city: ..., road: ..., monastery: ...}}";
}

}  // namespace

const ExpansionSyntax& surveyors::syntax() {
    static const ExpansionSyntax s = [] {
        ExpansionSyntax x;
        x.document_key = "surveyors";
        x.usage = usage;
        x.read_key = read_surveyors;
        x.write_key = write_surveyors;
        return x;
    }();
    return s;
}

}  // namespace carcassonne
