// Reads the `surveyors:` key: a log's three stacks, or a position's active tiles.
#include <algorithm>

#include <fmt/format.h>

#include "surveyors_reader.hpp"

namespace carcassonne {
namespace {

constexpr const char* kStacks[3] = {"city", "road", "monastery"};
constexpr SegmentKind kKinds[3] = {SegmentKind::City, SegmentKind::Road, SegmentKind::Monastery};

// The tiles printed for each stack (RULES.md, surveyors.setup).
const std::vector<SurveyorTile>& printed(SegmentKind k) {
    static const std::vector<SurveyorTile> city{SurveyorTile::CitizensJury, SurveyorTile::BadNeighbourhood,
                                                SurveyorTile::Siege, SurveyorTile::Wealth, SurveyorTile::Poverty};
    static const std::vector<SurveyorTile> road{SurveyorTile::StreetFair, SurveyorTile::LongRoad,
                                                SurveyorTile::PeasantUprising, SurveyorTile::Poverty};
    static const std::vector<SurveyorTile> monastery{SurveyorTile::HermitMonastery, SurveyorTile::PilgrimageRoute,
                                                     SurveyorTile::Wealth};
    return k == SegmentKind::City ? city : k == SegmentKind::Road ? road : monastery;
}

std::string names(const std::vector<SurveyorTile>& tiles) {
    std::string out;
    for (SurveyorTile t : tiles) out += std::string(out.empty() ? "" : ", ") + std::string(name(t));
    return out;
}

SurveyorTile read_tile(const Decoder& d, const YNode& n, SegmentKind stack, const char* stack_name) {
    auto t = parse_surveyor_tile(d.as_string(n, "a scoring tile"));
    if (!t || !fits_stack(*t, stack)) {
        std::vector<SurveyorTile> known = printed(stack);
        if (stack == SegmentKind::Road) known.push_back(SurveyorTile::Wealth);
        if (stack == SegmentKind::Monastery) known.push_back(SurveyorTile::Poverty);
        d.fail(n, fmt::format("{} is not a {} scoring tile (known: {})", describe(n), stack_name, names(known)));
    }
    return *t;
}

}  // namespace

SurveyorStacks read_surveyor_stacks(const Decoder& d, const YNode& n, std::vector<std::string>& warnings) {
    d.expect_map(n, "surveyors");
    d.check_keys(n, {"city", "road", "monastery"}, "surveyors (a game log gives the three stacks)");
    SurveyorStacks out;
    std::vector<SurveyorTile>* stacks[3] = {&out.city, &out.road, &out.monastery};
    for (int i = 0; i < 3; ++i) {
        const YNode* list = n.find(kStacks[i]);
        if (!list) d.fail(n, fmt::format("surveyors: needs the {} stack (its tiles, top first)", kStacks[i]));
        d.expect_sequence(*list, fmt::format("the {} stack", kStacks[i]));
        if (list->children.empty()) d.fail(*list, fmt::format("the {} stack is empty", kStacks[i]));
        for (const YNode& t : list->children) {
            SurveyorTile tile = read_tile(d, t, kKinds[i], kStacks[i]);
            if (std::find(stacks[i]->begin(), stacks[i]->end(), tile) != stacks[i]->end())
                d.fail(t, fmt::format("'{}' is in the {} stack twice", t.text, kStacks[i]));
            stacks[i]->push_back(tile);
        }
        auto given = *stacks[i], want = printed(kKinds[i]);
        std::sort(given.begin(), given.end());
        std::sort(want.begin(), want.end());
        if (given != want)
            warnings.push_back(fmt::format("{}:{}:{}: warning: the {} stack is not the printed set ({}); "
                                           "used as given", d.file(), list->loc.line, list->loc.column,
                                           kStacks[i], names(printed(kKinds[i]))));
    }
    return out;
}

SurveyorStacks read_surveyors_active(const Decoder& d, const YNode& n) {
    d.expect_map(n, "surveyors");
    d.check_keys(n, {"active"}, "surveyors (a position gives active:)");
    const YNode* active = n.find("active");
    if (!active) d.fail(n, "surveyors: in a position needs active: {city: ..., road: ..., monastery: ...}");
    d.expect_map(*active, "active");
    d.check_keys(*active, {"city", "road", "monastery"}, "active");
    SurveyorStacks out;
    std::vector<SurveyorTile>* stacks[3] = {&out.city, &out.road, &out.monastery};
    for (int i = 0; i < 3; ++i) {
        const YNode* t = active->find(kStacks[i]);
        if (!t) d.fail(*active, fmt::format("active: needs the {} tile", kStacks[i]));
        stacks[i]->push_back(read_tile(d, *t, kKinds[i], kStacks[i]));
    }
    return out;
}

}  // namespace carcassonne
