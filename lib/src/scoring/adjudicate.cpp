#include "carcassonne/adjudicate.hpp"

namespace carcassonne {

Report empty_report(const Document& doc) {
    Report r;
    r.kind = doc.kind;
    r.players = doc.players;
    r.carried.assign(doc.carried.begin(), doc.carried.end());
    return r;
}

Report adjudicate(const Document& doc, const AdjudicationOptions& options) {
    return doc.kind == DocumentKind::Position ? adjudicate_position(doc, options)
                                              : replay_log(doc, options);
}

}  // namespace carcassonne
