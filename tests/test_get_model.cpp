// What File ▸ Get a model… reads: the list of models chosen for teaching that the program
// ships (assets/models/get-a-model.json, model/model_catalog.hpp), and the Hub's address
// and token kept in the program's settings (hub-settings.json, model/session_files.hpp),
// whose messages never quote the token.
#include <algorithm>
#include <set>
#include <stdexcept>
#include <string>

#include <gtest/gtest.h>

#include "io/hf_cache.hpp"
#include "io/model_families.hpp"
#include "model/model_catalog.hpp"
#include "model/session_files.hpp"
#include "temp_dir.hpp"

namespace attn {
namespace {

const std::string kShipped = ATTN_ASSET_DIR "/models/get-a-model.json";

// The message of the std::runtime_error `f` throws ("" when it throws none).
template <class F>
std::string error_of(F&& f) {
  try {
    f();
  } catch (const std::runtime_error& e) {
    return e.what();
  }
  return "";
}

TEST(ModelCatalog, TheShippedListParsesAndEachEntryIsARealRepositoryOfAKnownFamily) {
  const app::ModelCatalog c = app::load_model_catalog(kShipped);
  ASSERT_GE(c.models.size(), 10u);
  EXPECT_FALSE(c.about.empty()) << "the file says where its sizes come from";
  std::set<std::string> families;
  for (const io::FamilyRow& row : io::family_table()) families.insert(row.name);
  for (const app::CatalogModel& m : c.models) {
    SCOPED_TRACE(m.repo);
    EXPECT_TRUE(io::is_repo_id(m.repo));
    EXPECT_GT(m.bytes, 0u);
    // Between a megabyte and the few gigabytes a classroom's laptop can hold.
    EXPECT_GT(m.bytes, 1000000u);
    EXPECT_LT(m.bytes, 4000000000u);
    EXPECT_FALSE(m.name.empty());
    EXPECT_FALSE(m.licence.empty());
    EXPECT_FALSE(m.shows.empty());
    EXPECT_FALSE(m.shows.in("zh-CN") == m.shows.in("en")) << m.name << " is described in English alone";
    EXPECT_EQ(families.count(m.family), 1u) << m.family << " is not a family the program opens";
  }
}

TEST(ModelCatalog, TheShippedListHoldsTheModelsTheLessonsNeed) {
  const app::ModelCatalog c = app::load_model_catalog(kShipped);
  const auto has = [&](const std::string& repo) {
    return std::any_of(c.models.begin(), c.models.end(), [&](const app::CatalogModel& m) { return m.repo == repo; });
  };
  for (const char* repo : {"HuggingFaceTB/SmolLM2-135M", "openai-community/gpt2", "Qwen/Qwen2.5-0.5B",
                           "google-bert/bert-base-uncased", "google-bert/bert-base-chinese", "Helsinki-NLP/opus-mt-en-fr",
                           "Helsinki-NLP/opus-mt-en-zh", "Helsinki-NLP/opus-mt-zh-en", "google/flan-t5-small",
                           "facebook/dino-vits16"}) {
    EXPECT_TRUE(has(repo)) << repo;
  }
  // The first is the one the Model view offers first: small, and a decoder that generates.
  EXPECT_EQ(c.models.front().repo, "HuggingFaceTB/SmolLM2-135M");
  EXPECT_TRUE(app::shipped_catalog_path().empty() || app::load_model_catalog(app::shipped_catalog_path()).models.size() ==
                                                         c.models.size());
}

TEST(ModelCatalog, AReferenceCarriesItsRevision) {
  const app::ModelCatalog c = app::parse_model_catalog(
      R"({"version": 1, "models": [
           {"name": "A", "repo": "org/a", "bytes": 5, "licence": "MIT", "shows": "x"},
           {"name": "B", "repo": "org/b", "revision": "refs/pr/3", "bytes": 7, "licence": "MIT", "shows": "y"}]})",
      "list.json");
  ASSERT_EQ(c.models.size(), 2u);
  EXPECT_EQ(c.models[0].reference(), "org/a");
  EXPECT_EQ(c.models[1].reference(), "org/b@refs/pr/3");
  EXPECT_EQ(c.models[1].bytes, 7u);
}

TEST(ModelCatalog, ABadListIsRefusedNamingTheFileTheEntryAndTheField) {
  const auto parse = [](const std::string& text) {
    return error_of([&] { app::parse_model_catalog(text, "list.json"); });
  };
  const std::string entry = R"("name": "A", "licence": "MIT", "shows": "x")";
  EXPECT_NE(parse("{\"models\": [").find("'list.json': not valid JSON"), std::string::npos);
  EXPECT_NE(parse(R"({"version": 2, "models": []})").find("version"), std::string::npos);
  EXPECT_NE(parse(R"({"version": 1})").find("models"), std::string::npos);
  EXPECT_NE(parse(R"({"models": []})").find("version is missing"), std::string::npos);
  const std::string list = R"({"version": 1, "models": [)";
  const std::string bad_repo = parse(list + "{" + entry + R"(, "repo": "not a/repo id", "bytes": 5}]})");
  EXPECT_NE(bad_repo.find("models[0].repo"), std::string::npos) << bad_repo;
  EXPECT_NE(bad_repo.find("not a/repo id"), std::string::npos) << bad_repo;
  const std::string no_size = parse(list + "{" + entry + R"(, "repo": "org/a", "bytes": 0}]})");
  EXPECT_NE(no_size.find("models[0].bytes"), std::string::npos) << no_size;
  const std::string missing = parse(list + R"({"name": "A", "repo": "org/a", "bytes": 5, "shows": "x"}]})");
  EXPECT_NE(missing.find("licence"), std::string::npos) << missing;
  const std::string twice =
      parse(list + "{" + entry + R"(, "repo": "org/a", "bytes": 5}, {)" + entry + R"(, "repo": "org/a", "bytes": 6}]})");
  EXPECT_NE(twice.find("models[1] repeats org/a"), std::string::npos) << twice;
  EXPECT_NE(parse(R"({"version": 1, "models": [3]})").find("models[0] must be an object"), std::string::npos);
}

using HubPreferencesTest = testing::TempDirTest;

TEST_F(HubPreferencesTest, KeptAndReadBack) {
  const std::string file = path("hub-settings.json");
  EXPECT_TRUE(app::load_hub_preferences(file).endpoint.empty()) << "no file: nothing set";
  app::save_hub_preferences(file, {"https://hf-mirror.com", "hf_secret123"});
  const app::HubPreferences p = app::load_hub_preferences(file);
  EXPECT_EQ(p.endpoint, "https://hf-mirror.com");
  EXPECT_EQ(p.token, "hf_secret123");
  app::save_hub_preferences(file, {"", ""});
  EXPECT_TRUE(app::load_hub_preferences(file).token.empty());
}

TEST_F(HubPreferencesTest, AFileThatCannotBeReadIsRefusedWithoutQuotingTheToken) {
  const std::string secret = "hf_DoNotPrintMe";
  for (const std::string& text : {R"({"version": 1, "token": ")" + secret + R"(" "endpoint": 3})",
                                  R"({"version": 1, "token": ")" + secret + R"(", "endpoint": 3})",
                                  R"({"version": 1, "token": ")" + secret + R"( x", "endpoint": ""})",
                                  R"({"version": 9, "token": ")" + secret + R"("})"}) {
    const std::string file = write("hub-settings.json", text);
    const std::string message = error_of([&] { app::load_hub_preferences(file); });
    EXPECT_NE(message.find(file), std::string::npos) << message;
    EXPECT_EQ(message.find(secret), std::string::npos) << message;
  }
  const std::string file = write("hub-settings.json", R"({"endpoint": "ftp://example.org"})");
  EXPECT_NE(error_of([&] { app::load_hub_preferences(file); }).find("https://"), std::string::npos);
}

TEST(HubPreferences, AnEndpointIsAnHttpAddressWithAHost) {
  EXPECT_EQ(app::endpoint_problem(""), "");
  EXPECT_EQ(app::endpoint_problem("https://huggingface.co"), "");
  EXPECT_EQ(app::endpoint_problem("http://127.0.0.1:8080"), "");
  EXPECT_NE(app::endpoint_problem("hf-mirror.com"), "");
  EXPECT_NE(app::endpoint_problem("https://"), "");
  EXPECT_NE(app::endpoint_problem("https:///path"), "");
  EXPECT_NE(app::endpoint_problem("https://a b"), "");
}

}  // namespace
}  // namespace attn
