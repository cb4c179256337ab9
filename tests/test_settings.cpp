// settings.json (model/settings.hpp): read, written keeping what it does not know, a
// malformed file named and ignored; the language at start (--lang, the file, the system)
// and View ▸ Language's request, switched and kept.
#include <cstdlib>
#include <map>
#include <optional>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "io/i18n.hpp"
#include "model/settings.hpp"
#include "model/state.hpp"
#include "temp_dir.hpp"

namespace attn {
namespace {

using app::Settings;

constexpr const char* kSettingsCatalog =
    "msgid \"\"\nmsgstr \"Content-Type: text/plain; charset=UTF-8\\nPlural-Forms: nplurals=1; plural=0;\\n\"\n\n"
    "msgid \"Causal mask\"\nmsgstr \"因果掩码\"\n";

// The variables the language at start reads, set for one test and restored after it.
class SettingsFile : public testing::TempDirTest {
 protected:
  void SetUp() override {
    TempDirTest::SetUp();
    for (const char* name : {"LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG", "XDG_DATA_HOME"}) {
      const char* v = std::getenv(name);
      saved_[name] = v == nullptr ? std::nullopt : std::optional<std::string>(v);
      unsetenv(name);
    }
    setenv("LANGUAGE", "en", 1);
    setenv("XDG_DATA_HOME", dir_.c_str(), 1);
    write("zh_CN.po", kSettingsCatalog);
    i18n::set_catalog_folder(dir_);
    data_ = dir_ + "/attention-explorer";
  }
  void TearDown() override {
    i18n::set_language("en");
    for (const auto& [name, value] : saved_) {
      if (value) {
        setenv(name.c_str(), value->c_str(), 1);
      } else {
        unsetenv(name.c_str());
      }
    }
    TempDirTest::TearDown();
  }
  std::string settings_file() const { return app::settings_path(data_); }
  std::map<std::string, std::optional<std::string>> saved_;
  std::string data_;
};

TEST_F(SettingsFile, AMissingFileSetsNothingAndWhatIsWrittenReadsBack) {
  EXPECT_EQ(app::settings_path(""), "");
  EXPECT_EQ(settings_file(), data_ + "/settings.json");
  EXPECT_EQ(app::load_settings(settings_file()).language, "");
  app::save_settings(settings_file(), Settings{"zh-CN"});  // its folder made
  EXPECT_EQ(read(settings_file()), "{\n  \"language\": \"zh-CN\"\n}\n");
  EXPECT_EQ(app::load_settings(settings_file()).language, "zh-CN");
}

TEST_F(SettingsFile, WritingKeepsFieldsItDoesNotKnowAndReplacesAMalformedFile) {
  write("settings.json", "{\"theme\": \"dark\", \"language\": \"en\"}");
  app::save_settings(path("settings.json"), Settings{"zh-CN"});
  EXPECT_EQ(read(path("settings.json")), "{\n  \"theme\": \"dark\",\n  \"language\": \"zh-CN\"\n}\n");
  write("settings.json", "{\"language\": ");
  app::save_settings(path("settings.json"), Settings{"en-XA"});
  EXPECT_EQ(app::load_settings(path("settings.json")).language, "en-XA");
}

TEST_F(SettingsFile, AMalformedFileIsNamed) {
  for (const char* text : {"{\"language\": ", "[\"zh-CN\"]", "{\"language\": 5}", "{\"language\": \"\"}"}) {
    const std::string file = write("settings.json", text);
    try {
      app::load_settings(file);
      ADD_FAILURE() << "read " << text;
    } catch (const std::runtime_error& e) {
      EXPECT_EQ(std::string(e.what()).rfind(file + ": ", 0), 0u) << e.what();
    }
  }
}

TEST_F(SettingsFile, LangArgumentIsFoundInEitherSpelling) {
  EXPECT_EQ(app::language_argument({"x", "--lang", "zh-CN", "--fresh"}), "zh-CN");
  EXPECT_EQ(app::language_argument({"x", "render", "a.json", "--lang=en-XA"}), "en-XA");
  EXPECT_EQ(app::language_argument({"x", "--fresh"}), "");
  EXPECT_EQ(app::language_argument({"x", "--", "--lang", "zh-CN"}), "");
}

TEST_F(SettingsFile, TheStartLanguageIsLangThenTheSavedOneThenTheSystems) {
  std::ostringstream err;
  EXPECT_EQ(app::choose_start_language({"x"}, err), "");
  EXPECT_EQ(i18n::language(), "en");  // LANGUAGE=en, nothing saved

  app::save_settings(settings_file(), Settings{"zh-CN"});
  EXPECT_EQ(app::choose_start_language({"x", "--fresh"}, err), "");
  EXPECT_EQ(i18n::language(), "zh-CN");
  EXPECT_STREQ(tr("Causal mask"), "因果掩码");

  EXPECT_EQ(app::choose_start_language({"x", "--lang", "en-XA"}, err), "");  // --lang wins
  EXPECT_EQ(i18n::language(), "en-XA");
  EXPECT_EQ(app::choose_start_language({"x", "compute", "c.json"}, err), "");  // not the window's
  EXPECT_EQ(i18n::language(), "en");
  EXPECT_EQ(err.str(), "");

  const std::string problem = app::choose_start_language({"x", "--lang=klingon"}, err);
  EXPECT_NE(problem.find("klingon"), std::string::npos);
  EXPECT_NE(problem.find("zh-CN"), std::string::npos);  // the languages there are
}

TEST_F(SettingsFile, AMalformedOrUnknownSavedLanguageIsNamedAndTheSystemsFollowed) {
  setenv("LANGUAGE", "zh_CN:en", 1);
  ASSERT_EQ(std::system(("mkdir -p '" + data_ + "'").c_str()), 0);
  write("attention-explorer/settings.json", "{\"language\": ");
  std::ostringstream err;
  EXPECT_EQ(app::choose_start_language({"x"}, err), "");
  EXPECT_NE(err.str().find(settings_file()), std::string::npos) << err.str();
  EXPECT_EQ(i18n::language(), "zh-CN");  // the system's

  write("attention-explorer/settings.json", "{\"language\": \"klingon\"}");
  std::ostringstream err2;
  EXPECT_EQ(app::choose_start_language({"x"}, err2), "");
  EXPECT_NE(err2.str().find(settings_file()), std::string::npos) << err2.str();
  EXPECT_NE(err2.str().find("klingon"), std::string::npos) << err2.str();
  EXPECT_EQ(i18n::language(), "zh-CN");
}

TEST_F(SettingsFile, AChoiceInTheMenuSwitchesAndIsKept) {
  app::AppState state;
  state.session.data_dir = data_;
  state.language_request = "zh-CN";
  app::apply_language_request(state);
  EXPECT_EQ(state.language_request, "");
  EXPECT_EQ(i18n::language(), "zh-CN");
  EXPECT_EQ(app::load_settings(settings_file()).language, "zh-CN");

  state.language_request = "klingon";  // the status line says why; nothing changes
  app::apply_language_request(state);
  EXPECT_EQ(i18n::language(), "zh-CN");
  EXPECT_TRUE(state.status_is_error);
  EXPECT_NE(state.status.find("klingon"), std::string::npos);
  EXPECT_EQ(app::load_settings(settings_file()).language, "zh-CN");

  app::AppState screenshot;  // no data folder (--screenshot): this run only
  screenshot.language_request = "en";
  app::apply_language_request(screenshot);
  EXPECT_EQ(i18n::language(), "en");
  EXPECT_EQ(app::load_settings(settings_file()).language, "zh-CN");
}

}  // namespace
}  // namespace attn
