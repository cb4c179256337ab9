#include "model/model_catalog.hpp"

#include <stdexcept>

#include <nlohmann/json.hpp>

#include "io/atomic_file.hpp"
#include "io/hf_cache.hpp"
#include "io/i18n.hpp"
#include "io/json_fields.hpp"
#include "io/platform.hpp"
#include "model/lesson_fields.hpp"
#include "model/shipped_data.hpp"

namespace attn::app {
namespace {
using nlohmann::json;

constexpr long long kCatalogVersion = 1;

// The fields of the file or of one entry, named "'FILE': models[3].repo" in messages.
io::JsonFields fields_of(const json& object, const std::string& what, const std::string& prefix) {
  return io::JsonFields(
      object, [what, prefix](const std::string& key) { return "'" + what + "': " + prefix + key; },
      [](const std::string& message) { throw std::runtime_error(message); });
}

CatalogModel entry_of(const json& j, const std::string& what, std::size_t index) {
  const std::string prefix = "models[" + std::to_string(index) + "].";
  if (!j.is_object()) {
    throw std::runtime_error(fmt(tr("'{0}': models[{1}] must be an object, got {2}"), what, index, io::json_brief(j)));
  }
  const io::JsonFields f = fields_of(j, what, prefix);
  CatalogModel m;
  m.name = f.text("name");
  m.repo = f.text("repo");
  if (!io::is_repo_id(m.repo)) f.fail("repo", fmt(tr("is not a Hugging Face repository id (ORG/NAME): \"{0}\""), m.repo));
  m.revision = f.text("revision", "");
  if (m.revision.find_first_of(" @") != std::string::npos) {
    f.fail("revision", fmt(tr("has a space or an @: \"{0}\""), m.revision));
  }
  m.family = f.text("family", "");
  // Sizes in 64 bits: a model of several gigabytes is allowed, 0 (unknown) is not.
  m.bytes = static_cast<std::uint64_t>(f.integer("bytes", 1, 1LL << 50));
  m.licence = f.text("licence");
  m.shows = LanguagesCodec{}.read(f, "shows", LessonText());
  if (m.shows.empty()) f.fail("shows", tr("is empty"));
  if (m.name.empty()) f.fail("name", tr("is empty"));
  return m;
}

}  // namespace

ModelCatalog parse_model_catalog(const std::string& text, const std::string& what) {
  json j;
  try {
    j = json::parse(text);
  } catch (const json::exception& e) {
    throw std::runtime_error(fmt(tr("'{0}': not valid JSON ({1})"), what, std::string(e.what()).substr(0, 200)));
  }
  if (!j.is_object()) throw std::runtime_error(fmt(tr("'{0}': expected {{\"version\": 1, \"models\": [...]}}"), what));
  const io::JsonFields f = fields_of(j, what, "");
  const long long version = f.integer("version", 1, 1LL << 30);
  if (version > kCatalogVersion) {
    f.fail("version", fmt(tr("is {0}, this program reads version {1}"), version, kCatalogVersion));
  }
  ModelCatalog c;
  c.about = f.text("about", "");
  const json* models = f.find("models");
  if (models == nullptr || !models->is_array()) f.fail("models", tr("must be a list of models"));
  for (std::size_t i = 0; i < models->size(); ++i) {
    CatalogModel m = entry_of((*models)[i], what, i);
    for (const CatalogModel& before : c.models) {
      if (before.reference() == m.reference()) {
        throw std::runtime_error(fmt(tr("'{0}': models[{1}] repeats {2}"), what, i, m.reference()));
      }
    }
    c.models.push_back(std::move(m));
  }
  return c;
}

ModelCatalog load_model_catalog(const std::string& path) {
  return parse_model_catalog(io::read_file(path, std::size_t{1} << 20), path);
}

std::string shipped_catalog_path() {
  const std::string dir = shipped_data_dir();
  if (dir.empty()) return "";
  const std::string path = dir + "/models/get-a-model.json";
  return io::platform::file_info(path).is_file ? path : "";
}

}  // namespace attn::app
