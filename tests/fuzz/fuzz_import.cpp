// libFuzzer target: arbitrary bytes through `import`, both readers (told from
// the keys, forced to JCZ, forced to BGA, and a second game of the file). An
// InputError is an expected outcome; anything else is a finding, and so is a
// log that the importer writes but the document reader refuses: what import
// prints, every other command must read. The log is then scored with the
// feature graph's self-check after every move.
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string_view>

#include "carcassonne/import/import.hpp"
#include "carcassonne/io/document_io.hpp"
#include "carcassonne/report/render.hpp"
#include "carcassonne/scoring/adjudicate.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace carcassonne;
    std::string_view text(reinterpret_cast<const char*>(data), size);
    ImportOptions variants[4];
    variants[1].from = ImportSource::Jcz;
    variants[2].from = ImportSource::Bga;
    variants[3].game = 2;
    for (const ImportOptions& options : variants) {
        ImportedGame game;
        try {
            game = import_game(text, "fuzz.json", options);
        } catch (const InputError&) {
            continue;  // an unreadable or unsupported file is an expected outcome
        }
        try {
            Document doc = read_document(game.log, "fuzz.yaml");
            AdjudicationOptions adjudication;
            adjudication.self_check = true;
            (void)render_json(adjudicate(doc, adjudication));
        } catch (const InputError& e) {
            std::fprintf(stderr, "the imported log does not read back: %s\n%s", e.render().c_str(),
                         game.log.c_str());
            std::abort();
        }
    }
    return 0;
}
