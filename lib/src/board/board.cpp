#include "carcassonne/board/board.hpp"

#include <algorithm>
#include <chrono>

#include "board/frontier.hpp"
#include "carcassonne/model/area_kind.hpp"
#include "carcassonne/model/memory.hpp"

namespace carcassonne {

namespace {

// A per-process seed for the square hash (see SquareIndex): the clock and where
// the program was loaded, nothing a document can know.
std::uint64_t hash_seed() {
    static const std::uint64_t seed =
        static_cast<std::uint64_t>(std::chrono::steady_clock::now().time_since_epoch().count()) ^
        reinterpret_cast<std::uintptr_t>(&seed);
    return seed;
}

// splitmix64's finalizer: every bit of the square moves every bit of the hash.
std::uint64_t mix(std::uint64_t x) {
    x ^= x >> 30;
    x *= 0xbf58476d1ce4e5b9u;
    x ^= x >> 27;
    x *= 0x94d049bb133111ebu;
    return x ^ (x >> 31);
}

}  // namespace

std::size_t Board::SquareIndex::home(Pos square) const {
    return static_cast<std::size_t>(mix(key(square) ^ hash_seed())) & (slots_.size() - 1);
}

std::optional<TileIndex> Board::SquareIndex::find(Pos square,
                                                  const std::vector<PlacedTile>& tiles) const {
    if (slots_.empty()) return std::nullopt;
    for (std::size_t i = home(square);; i = (i + 1) & (slots_.size() - 1)) {
        std::uint32_t t = slots_[i];
        if (t == kEmpty) return std::nullopt;
        if (tiles[t].at == square) return TileIndex(t);
    }
}

bool Board::SquareIndex::insert(TileIndex tile, const std::vector<PlacedTile>& tiles) {
    if (2 * (size_ + 1) > slots_.size()) grow(std::max<std::size_t>(16, 2 * slots_.size()), tiles);
    const Pos square = tiles[tile.value()].at;
    std::size_t i = home(square);
    for (; slots_[i] != kEmpty; i = (i + 1) & (slots_.size() - 1))
        if (tiles[slots_[i]].at == square) return false;  // the square's first tile stays
    slots_[i] = tile.value();
    ++size_;
    return true;
}

void Board::SquareIndex::erase(TileIndex tile, const std::vector<PlacedTile>& tiles) {
    if (slots_.empty()) return;
    const std::size_t mask = slots_.size() - 1;
    std::size_t hole = home(tiles[tile.value()].at);
    for (; slots_[hole] != tile.value(); hole = (hole + 1) & mask)
        if (slots_[hole] == kEmpty) return;  // never indexed: its square had a tile first
    // Backward-shift deletion: a later entry of the probe run moves into the hole
    // unless its home lies cyclically in (hole, j], so every run stays unbroken
    // and no tombstone is left behind.
    for (std::size_t j = (hole + 1) & mask; slots_[j] != kEmpty; j = (j + 1) & mask) {
        std::size_t want = home(tiles[slots_[j]].at);
        bool stays = hole <= j ? (hole < want && want <= j) : (hole < want || want <= j);
        if (stays) continue;
        slots_[hole] = slots_[j];
        hole = j;
    }
    slots_[hole] = kEmpty;
    --size_;
}

void Board::SquareIndex::reserve(std::size_t tiles, const std::vector<PlacedTile>& placed) {
    std::size_t slots = 16;
    while (slots < 2 * tiles) slots *= 2;
    if (slots > slots_.size()) grow(slots, placed);
}

void Board::SquareIndex::grow(std::size_t slots, const std::vector<PlacedTile>& tiles) {
    std::vector<std::uint32_t> old;
    reserve_large(old, slots);
    old.assign(slots, kEmpty);
    old.swap(slots_);
    size_ = 0;
    for (std::uint32_t t : old)
        if (t != kEmpty) insert(TileIndex(t), tiles);
}

Board::Board(const Catalogue& catalogue) : catalogue_(catalogue) {}

// The frontier is a cache of the board: a copy builds its own when asked.
Board::Board(const Board& other)
    : catalogue_(other.catalogue_),
      tiles_(other.tiles_),
      index_(other.index_),
      area_tiles_(other.area_tiles_),
      played_areas_(other.played_areas_),
      area_marks_(other.area_marks_),
      graph_(other.graph_) {}

Board::~Board() = default;

void Board::play_areas(AreaSet played) {
    played_areas_ = played;
    area_marks_ = 0;
    for (const AreaKindDef* a : area_kinds())
        if (played & area_bit(a->kind)) area_marks_ |= a->mark_bit;
}

void Board::reserve(std::size_t tiles, std::size_t segments) {
    reserve_large(tiles_, tiles);
    index_.reserve(tiles, tiles_);
    graph_.reserve(segments);
}

std::optional<TileIndex> Board::tile_at(Pos p) const {
    return index_.find(p, tiles_);
}

std::optional<Edge> Board::first_mismatch(const TileDef& def, Rotation rot, Pos at,
                                          TileIndex* other, bool* touches) const {
    for (Edge e : kAllEdges) {
        auto p = neighbour(at, e);
        if (!p) continue;
        auto across_e = tile_at(*p);
        if (!across_e) continue;
        if (touches) *touches = true;
        if (def.edge_kind_on_board(e, rot) != edge_kind(*across_e, opposite(e))) {
            if (other) *other = *across_e;
            return e;
        }
    }
    return std::nullopt;
}

PlacementCheck Board::check_placement(TileTypeId type, Rotation rot, Pos at) const {
    ++placement_checks_;
    PlacementCheck result;
    if (auto here = tile_at(at)) {
        result.problem = PlacementCheck::Problem::Occupied;
        result.other = *here;
        return result;
    }
    neighbours_.at = at;
    neighbours_.valid = true;
    for (Edge e : kAllEdges) {
        auto p = neighbour(at, e);
        neighbours_.tiles[index(e)] = p ? tile_at(*p) : std::nullopt;
    }
    bool touches = false;
    for (Edge e : kAllEdges) {
        auto other = neighbours_.tiles[index(e)];
        if (!other) continue;
        touches = true;
        if (catalogue_[type].edge_kind_on_board(e, rot) != edge_kind(*other, opposite(e))) {
            result.problem = PlacementCheck::Problem::Mismatch;
            result.edge = e;
            result.other = *other;
            return result;
        }
    }
    if (!touches) result.problem = PlacementCheck::Problem::Isolated;
    return result;
}

std::uint8_t Board::fitting_rotations(TileTypeId type, Pos at) const {
    std::uint8_t bits = 0;
    for (Rotation rot = 0; rot < 4; ++rot)
        if (!first_mismatch(catalogue_[type], rot, at, nullptr, nullptr))
            bits = static_cast<std::uint8_t>(bits | (1u << rot));
    return bits;
}

std::vector<TilePlace> Board::legal_placements(TileTypeId type) const {
    std::vector<TilePlace> out;
    for (Pos at : open_squares())
        for (Rotation rot = 0; rot < 4; ++rot)
            if (check_placement(type, rot, at).ok()) out.push_back({at, rot});
    return out;
}

bool Board::frontier_consistent() const {
    return !frontier_ || *frontier_ == Frontier(*this);
}

void Board::begin_trial() {
    trial_tiles_ = tiles_.size();
    graph_.begin_trial();
}

void Board::rollback() {
    while (tiles_.size() > trial_tiles_) {
        Pos at = tiles_.back().at;
        // The frontier's counts around the square, without the tile again.
        if (frontier_) frontier_->before_place(*this, at);
        TileIndex last(static_cast<std::uint32_t>(tiles_.size() - 1));
        index_.erase(last, tiles_);
        area_tiles_.erase(last, tiles_);
        tiles_.pop_back();
        if (frontier_) frontier_->after_place(*this, at);
    }
    neighbours_.valid = false;
    graph_.rollback();
}

SegmentId Board::edge_segment(TileIndex tile, Edge e) const {
    const PlacedTile& t = tiles_[tile.value()];
    return t.first_segment + catalogue_[t.type].edge_segment[index(unrotate(e, t.rot))];
}

SegmentId Board::half_segment(TileIndex tile, Half h) const {
    const PlacedTile& t = tiles_[tile.value()];
    return t.first_segment + catalogue_[t.type].half_segment[index(unrotate(h, t.rot))];
}

const SegmentDef& Board::def_of(SegmentId s) const {
    const Segment& n = graph_.segment(s);
    return def_of(n.tile).segments[n.local];
}

std::uint8_t Board::board_edges(SegmentId s) const {
    const PlacedTile& t = tiles_[graph_.segment(s).tile.value()];
    std::uint8_t drawn = def_of(s).edges, bits = 0;
    for (Edge e : kAllEdges)
        if (drawn & (1u << index(e)))
            bits |= static_cast<std::uint8_t>(1u << index(rotate(e, t.rot)));
    return bits;
}

std::optional<TileIndex> Board::across(TileIndex tile, Edge e) const {
    auto p = neighbour(tiles_[tile.value()].at, e);
    return p ? tile_at(*p) : std::nullopt;
}

SegmentId Board::segment(TileIndex tile, FeatureRef ref) const {
    const PlacedTile& t = tiles_[tile.value()];
    int local = def_of(tile).segment_for(ref, t.rot);
    return local < 0 ? kNoSegment : t.first_segment + static_cast<std::uint32_t>(local);
}

FeatureRef Board::feature_ref(TileIndex tile, std::uint8_t local) const {
    const PlacedTile& t = tiles_[tile.value()];
    const SegmentDef& s = def_of(tile).segments[local];
    FeatureRef ref;
    ref.kind = s.kind;
    // The lowest board direction wins: N, then E, S, W (fields: Nw, then clockwise).
    int lowest = 4;
    for (int i = 0; i < 4; ++i)
        if (s.edges & (1u << i)) lowest = std::min(lowest, index(rotate(edge_at(i), t.rot)));
    if (lowest < 4) ref.where = static_cast<std::uint8_t>(lowest);
    if (s.inner_field()) {
        ref.where = kInnerField;
    } else if (s.kind == SegmentKind::Field) {
        int best = 8;
        for (int h = 0; h < 8; ++h)
            if (s.halves & (1u << h)) best = std::min(best, index(rotate(half_at(h), t.rot)));
        ref.where = static_cast<std::uint8_t>(best);
    }
    return ref;
}

void Board::add_segments(TileIndex index, const TileDef& def) {
    const PlacedTile& t = tiles_[index.value()];
    std::array<Pos, 8> around;
    int squares = surrounding(t.at, around);
    for (std::size_t i = 0; i < def.segments.size(); ++i) {
        const SegmentDef& s = def.segments[i];
        int first = 0, size = 1;
        std::int32_t open = 0;
        switch (s.kind) {
            case SegmentKind::City:
                first = def.first_city(), size = def.city_count, open = s.edge_count();
                break;
            case SegmentKind::Road:
                first = def.first_road(), size = def.road_count, open = s.edge_count();
                break;
            case SegmentKind::Field:
                first = def.first_field(), size = def.field_count;
                break;
            default:  // an area kind: it is complete when the 8 squares around hold tiles
                first = static_cast<int>(i);
                // Squares beyond the 32-bit board stay empty for ever.
                open = 8;
                for (int k = 0; k < squares; ++k) open -= tile_at(around[k]) ? 1 : 0;
                break;
        }
        Segment segment;
        segment.tile = index;
        segment.kind = s.kind;
        segment.local = static_cast<std::uint8_t>(i);
        segment.group_first = t.first_segment + static_cast<std::uint32_t>(first);
        segment.group_size = static_cast<std::uint8_t>(size);
        graph_.add(segment, open, s.arms, s.marks);
    }
}

TileIndex Board::place(TileTypeId type, Rotation rot, Pos at, MarkSet marks,
                       std::vector<SegmentId>* completed, std::vector<EdgeMismatch>* mismatches) {
    AreaSet shown = (marks & area_marks_) ? areas_shown(marks, played_areas_) : 0;
    AreaSet extra = static_cast<AreaSet>(shown & ~catalogue_[type].areas);
    const TileDef& def = extra ? catalogue_.with_areas(type, extra) : catalogue_[type];
    if (frontier_) frontier_->before_place(*this, at);
    // The neighbours check_placement found for this square, if it was asked last.
    std::array<std::optional<TileIndex>, 4> across_edge;
    if (neighbours_.valid && neighbours_.at == at) {
        across_edge = neighbours_.tiles;
    } else {
        for (Edge e : kAllEdges) {
            auto p = neighbour(at, e);
            across_edge[carcassonne::index(e)] = p ? tile_at(*p) : std::nullopt;
        }
    }
    neighbours_.valid = false;
    TileIndex index(static_cast<std::uint32_t>(tiles_.size()));
    tiles_.push_back({at, type, rot, extra, marks, static_cast<SegmentId>(graph_.size())});
    if (index_.insert(index, tiles_) && def.areas) area_tiles_.insert(index, tiles_);
    add_segments(index, def);

    touched_.clear();  // reused: no allocation per tile
    join_across_edges(index, def, across_edge, mismatches);
    fill_areas_around(index, def, at);
    if (completed) add_completed(*completed);
    if (frontier_) frontier_->after_place(*this, at);
    return index;
}

void Board::join_across_edges(TileIndex index, const TileDef& def,
                              const std::array<std::optional<TileIndex>, 4>& across,
                              std::vector<EdgeMismatch>* mismatches) {
    for (Edge e : kAllEdges) {
        auto other = across[carcassonne::index(e)];
        if (!other) continue;
        EdgeKind mine = edge_kind(index, e);
        if (mine != edge_kind(*other, opposite(e))) {
            if (mismatches) mismatches->push_back({index, e, *other});
            continue;
        }
        if (mine != EdgeKind::City)
            for (Half h : halves_of(e))
                graph_.join(half_segment(index, h), half_segment(*other, facing(h)), 0);
        if (mine == EdgeKind::Road || mine == EdgeKind::City) {  // a line is no segment
            graph_.join(edge_segment(index, e), edge_segment(*other, opposite(e)), 2);
            touched_.push_back(edge_segment(index, e));
        }
    }
    // Edges of this tile's roads and cities that face no tile stay open; a road
    // or city with no edge at all (none in the catalogue) is complete at once.
    SegmentId first = tiles_[index.value()].first_segment;
    for (std::size_t i = 0; i < def.segments.size(); ++i)
        if (def.segments[i].kind == SegmentKind::City || def.segments[i].kind == SegmentKind::Road)
            touched_.push_back(first + static_cast<std::uint32_t>(i));
}

void Board::fill_areas_around(TileIndex index, const TileDef& def, Pos at) {
    SegmentId first = tiles_[index.value()].first_segment;
    for (int i = def.first_area(); i < static_cast<int>(def.segments.size()); ++i)
        touched_.push_back(first + static_cast<std::uint32_t>(i));
    std::array<Pos, 8> around;
    int squares = area_tiles_.empty() ? 0 : surrounding(at, around);
    for (int k = 0; k < squares; ++k) {
        auto other = area_tiles_.find(around[k], tiles_);
        if (!other) continue;
        const TileDef& other_def = def_of(*other);
        for (int i = other_def.first_area(); i < static_cast<int>(other_def.segments.size()); ++i) {
            SegmentId m = tiles_[other->value()].first_segment + static_cast<std::uint32_t>(i);
            graph_.fill_around(m);
            touched_.push_back(m);
        }
    }
}

void Board::add_completed(std::vector<SegmentId>& completed) {
    for (SegmentId s : touched_) {
        SegmentId r = graph_.find(s);
        if (graph_.feature(r).open == 0 &&
            std::find(completed.begin(), completed.end(), r) == completed.end())
            completed.push_back(r);
    }
}

bool Board::fits_anywhere(TileTypeId type) {
    if (!frontier_) frontier_ = std::make_unique<Frontier>(*this);
    return frontier_->fits_anywhere(catalogue_[type]);
}

std::optional<TilePlace> Board::find_fitting(TileTypeId type, const SkipClass& skip,
                                             const AcceptPlace& accept) {
    if (!frontier_) frontier_ = std::make_unique<Frontier>(*this);
    return frontier_->find_fitting(catalogue_[type], skip, accept);
}

}  // namespace carcassonne
