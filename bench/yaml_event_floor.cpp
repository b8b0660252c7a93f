// The floor of the benchmark: what yaml-cpp's event parser alone costs over
// the same documents, with a handler that only counts what it is handed (no
// tree, no model). Several files are parsed one after another in one process,
// as `carcassonne score` reads a batch.
// Usage: yaml_event_floor FILE...   (run by bench/run.sh; never by the tests)
#include <yaml-cpp/eventhandler.h>
#include <yaml-cpp/parser.h>

#include <cstdio>
#include <fstream>

namespace {

class Tally : public YAML::EventHandler {
  public:
    std::size_t scalars = 0;
    std::size_t bytes = 0;

    void OnDocumentStart(const YAML::Mark&) override {}
    void OnDocumentEnd() override {}
    void OnNull(const YAML::Mark&, YAML::anchor_t) override {}
    void OnAlias(const YAML::Mark&, YAML::anchor_t) override {}
    void OnScalar(const YAML::Mark&, const std::string&, YAML::anchor_t,
                  const std::string& value) override {
        ++scalars;
        bytes += value.size();
    }
    void OnSequenceStart(const YAML::Mark&, const std::string&, YAML::anchor_t,
                         YAML::EmitterStyle::value) override {}
    void OnSequenceEnd() override {}
    void OnMapStart(const YAML::Mark&, const std::string&, YAML::anchor_t,
                    YAML::EmitterStyle::value) override {}
    void OnMapEnd() override {}
};

}  // namespace

int main(int argc, char** argv) {
    if (argc < 2) {
        std::fprintf(stderr, "usage: yaml_event_floor FILE...\n");
        return 2;
    }
    Tally tally;
    for (int i = 1; i < argc; ++i) {
        std::ifstream in(argv[i], std::ios::binary);
        YAML::Parser parser(in);
        while (parser.HandleNextDocument(tally)) {
        }
    }
    std::printf("%d files, %zu scalars, %zu bytes of scalars\n", argc - 1, tally.scalars,
                tally.bytes);
    return 0;
}
