// The catalogs (io/po_file.hpp) and the interface's language (io/i18n.hpp).
#include <algorithm>
#include <fstream>
#include <sstream>

#include <gtest/gtest.h>

#include "io/i18n.hpp"
#include "io/po_file.hpp"
#include "temp_dir.hpp"

namespace attn {
namespace {

using io::parse_po;
using io::PluralRule;
using io::PoError;

const char* const kCatalog = R"PO(# A catalog as msgmerge writes it.
msgid ""
msgstr ""
"Project-Id-Version: test\n"
"Language: zh_CN\n"
"Content-Type: text/plain; charset=UTF-8\n"
"Plural-Forms: nplurals=1; plural=0;\n"

#: app/panels/menu_bar.cpp:10
msgid "Causal mask"
msgstr "因果掩码"

msgctxt "menu"
msgid "View"
msgstr "视图"

msgid "View"
msgstr "查看"

#, c-format
msgid "%d head"
msgid_plural "%d heads"
msgstr[0] "%d 个头"

#, fuzzy
msgid "Softmax of each row"
msgstr "每行的软最大"

msgid "Not yet"
msgstr ""

msgid "{0} of {1}"
msgstr "{1} 中的 {0}"

msgid ""
"Two lines,\n"
"joined"
msgstr ""
"两行，\n"
"相连"
)PO";

TEST(PoFile, ReadsEntriesContextsPluralsFlagsAndContinuedStrings) {
  const io::PoCatalog c = parse_po(kCatalog);
  EXPECT_EQ(c.header.at("Language"), "zh_CN");
  EXPECT_EQ(c.plural.forms(), 1);
  ASSERT_EQ(c.entries.size(), 8u);
  EXPECT_EQ(c.entries[0].id, "Causal mask");
  EXPECT_EQ(c.entries[0].str.at(0), "因果掩码");
  ASSERT_EQ(c.entries[0].references.size(), 1u);
  EXPECT_EQ(c.entries[0].references[0], "app/panels/menu_bar.cpp:10");
  EXPECT_EQ(c.entries[1].context, "menu");
  EXPECT_EQ(c.entries[2].context, "");
  EXPECT_EQ(c.entries[3].id_plural, "%d heads");
  EXPECT_TRUE(c.entries[4].fuzzy);
  EXPECT_FALSE(c.entries[5].translated());
  EXPECT_EQ(c.entries[7].id, "Two lines,\njoined");
  EXPECT_EQ(c.entries[7].str.at(0), "两行，\n相连");
}

TEST(PoFile, NamesTheLineOfWhatIsMalformed) {
  auto message = [](const std::string& text) {
    try {
      parse_po(text);
    } catch (const PoError& e) {
      return std::string(e.what());
    }
    return std::string("no error");
  };
  EXPECT_NE(message("msgid \"a\"\nmsgstr \"b\n").find("line 2"), std::string::npos);
  EXPECT_NE(message("msgid \"a\"\nmsgstr \"b\"\nmsgfoo \"c\"\n").find("unknown keyword"), std::string::npos);
  EXPECT_NE(message("msgid \"a\"\n").find("without msgstr"), std::string::npos);
  EXPECT_NE(message("msgid \"a\"\nmsgstr[0] \"b\"\n").find("without msgid_plural"), std::string::npos);
  EXPECT_NE(message("msgid \"a\\q\"\nmsgstr \"b\"\n").find("escape"), std::string::npos);
  EXPECT_NE(message("msgid \"\"\nmsgstr \"Plural-Forms: nplurals=2; plural=(n != ;\\n\"\n").find("plural"),
            std::string::npos);
}

TEST(PluralRules, EvaluateGettextsGrammarAsCWould) {
  EXPECT_EQ(PluralRule().index(1), 0);
  EXPECT_EQ(PluralRule().index(0), 1);
  EXPECT_EQ(PluralRule().index(2), 1);
  const PluralRule zh = PluralRule::parse("nplurals=1; plural=0;");
  EXPECT_EQ(zh.index(1), 0);
  EXPECT_EQ(zh.index(7), 0);
  const PluralRule fr = PluralRule::parse("nplurals=2; plural=(n > 1);");
  EXPECT_EQ(fr.index(0), 0);
  EXPECT_EQ(fr.index(1), 0);
  EXPECT_EQ(fr.index(2), 1);
  // Russian: three forms, the rule every gettext manual shows.
  const PluralRule ru = PluralRule::parse(
      "nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);");
  EXPECT_EQ(ru.forms(), 3);
  const int expected[][2] = {{1, 0}, {2, 1}, {4, 1}, {5, 2}, {11, 2}, {12, 2}, {21, 0}, {22, 1}, {25, 2}, {111, 2}};
  for (const auto& [n, form] : expected) EXPECT_EQ(ru.index(static_cast<std::uint64_t>(n)), form) << n;
  EXPECT_EQ(PluralRule::parse("nplurals=2; plural=!(n == 1);").index(1), 0);
  EXPECT_THROW(PluralRule::parse("nplurals=2; plural=(n ? 1);"), PoError);
  EXPECT_THROW(PluralRule::parse("nplurals=x; plural=0;"), PoError);
}

TEST(Format, FillsNumberedPlaceholdersInAnyOrder) {
  EXPECT_EQ(fmt("{0} of {1}", "3", 4), "3 of 4");
  EXPECT_EQ(fmt("{1} 中的 {0}", "3", 4), "4 中的 3");
  EXPECT_EQ(fmt("{{0}} is {0}", std::string("x")), "{0} is x");
  EXPECT_EQ(fmt("{2} stays", 1), "{2} stays");
}

TEST(LanguageTags, ReadTheSpellingsSystemsUse) {
  EXPECT_EQ(i18n::normalize_tag("zh_CN.UTF-8"), "zh-CN");
  EXPECT_EQ(i18n::normalize_tag("zh-Hans-CN"), "zh-CN");
  EXPECT_EQ(i18n::normalize_tag("zh"), "zh-CN");
  EXPECT_EQ(i18n::normalize_tag("zh_SG"), "zh-CN");
  EXPECT_EQ(i18n::normalize_tag("zh_TW.UTF-8"), "zh-TW");
  EXPECT_EQ(i18n::normalize_tag("en_GB.UTF-8"), "en");
  EXPECT_EQ(i18n::normalize_tag("C"), "en");
  EXPECT_EQ(i18n::normalize_tag("POSIX"), "en");
  EXPECT_EQ(i18n::normalize_tag("en-XA"), "en-XA");
  EXPECT_EQ(i18n::normalize_tag("fr_CA@euro"), "fr-CA");
  EXPECT_EQ(i18n::normalize_tag("?!"), "");
}

TEST(Pseudo, AccentsLettersAndKeepsFormatsPlaceholdersAndIds) {
  EXPECT_EQ(i18n::pseudo("Causal mask"), "[Çåüšåļ måšķ]");
  EXPECT_EQ(i18n::pseudo("%d heads of %5.2f"), "[%d ĥéåďš öf %5.2f]");
  EXPECT_EQ(i18n::pseudo("{0} of {1}"), "[{0} öf {1}]");
  EXPECT_EQ(i18n::pseudo("Save##lesson"), "[Šåvé]##lesson");
  EXPECT_EQ(i18n::pseudo("Open###open-window"), "[Öpéñ]###open-window");
  EXPECT_EQ(i18n::pseudo("##only-an-id"), "##only-an-id");
}

class Languages : public testing::TempDirTest {
 protected:
  void TearDown() override {
    i18n::set_language("en");
    TempDirTest::TearDown();
  }
};

TEST_F(Languages, SwitchLiveAndFallBackToEnglish) {
  write("zh_CN.po", kCatalog);
  i18n::set_catalog_folder(dir_);
  const auto offered = i18n::languages();
  ASSERT_EQ(offered.size(), 3u);
  EXPECT_EQ(offered[1].tag, "zh-CN");
  EXPECT_EQ(offered[1].name, "简体中文");
  EXPECT_EQ(offered[2].tag, "en-XA");

  const int before = i18n::generation();
  ASSERT_EQ(i18n::set_language("zh_CN.UTF-8"), "");
  EXPECT_EQ(i18n::language(), "zh-CN");
  EXPECT_GT(i18n::generation(), before);
  EXPECT_STREQ(tr("Causal mask"), "因果掩码");
  EXPECT_STREQ(trc("menu", "View"), "视图");
  EXPECT_STREQ(tr("View"), "查看");
  EXPECT_STREQ(trn("%d head", "%d heads", 1), "%d 个头");
  EXPECT_STREQ(trn("%d head", "%d heads", 5), "%d 个头");
  EXPECT_STREQ(tr("Softmax of each row"), "Softmax of each row");  // fuzzy: not used
  EXPECT_STREQ(tr("Not yet"), "Not yet");                          // untranslated
  EXPECT_STREQ(tr("Not in the catalog"), "Not in the catalog");
  EXPECT_EQ(fmt(tr("{0} of {1}"), 3, 4), "4 中的 3");
  EXPECT_NE(i18n::catalog_text().find("因果掩码"), std::string::npos);

  const char* kept = tr("Causal mask");
  ASSERT_EQ(i18n::set_language("en-XA"), "");
  EXPECT_STREQ(tr("Causal mask"), "[Çåüšåļ måšķ]");
  EXPECT_STREQ(trn("%d head", "%d heads", 2), "[%d ĥéåďš]");
  EXPECT_STREQ(kept, "因果掩码");  // a pointer given out stays valid

  ASSERT_EQ(i18n::set_language("en"), "");
  EXPECT_STREQ(tr("Causal mask"), "Causal mask");
  EXPECT_STREQ(trn("%d head", "%d heads", 1), "%d head");
  EXPECT_STREQ(trn("%d head", "%d heads", 2), "%d heads");
}

TEST_F(Languages, RefuseAnUnknownLanguageOrABrokenCatalogAndKeepTheCurrentOne) {
  write("zh_CN.po", "msgid \"a\"\nmsgstr \"b\n");
  i18n::set_catalog_folder(dir_);
  const std::string unknown = i18n::set_language("klingon");
  EXPECT_NE(unknown.find("no language \"klingon\""), std::string::npos);
  EXPECT_NE(unknown.find("en, zh-CN, en-XA"), std::string::npos);
  const std::string broken = i18n::set_language("zh-CN");
  EXPECT_NE(broken.find("zh_CN.po"), std::string::npos);
  EXPECT_NE(broken.find("line 2"), std::string::npos);
  EXPECT_EQ(i18n::language(), "en");
}

}  // namespace
}  // namespace attn

namespace attn {
namespace {

// What a translation must keep of its English: the {N} placeholders, the printf
// conversions in order, an ImGui id after "##", and the newlines at either end.
std::vector<std::string> kept_parts(const std::string& s) {
  std::vector<std::string> out;
  for (std::size_t i = 0; i < s.size(); ++i) {
    if (s[i] == '%') {
      std::size_t j = i + 1;
      while (j < s.size() && std::string("-+ #0123456789.*hlLzjt").find(s[j]) != std::string::npos) ++j;
      if (j < s.size()) out.push_back(s.substr(i, j - i + 1));
      i = j;
    }
  }
  std::vector<std::string> braces;
  for (std::size_t i = s.find('{'); i != std::string::npos; i = s.find('{', i + 1)) {
    const auto close = s.find('}', i);
    if (close != std::string::npos && close > i + 1 &&
        s.find_first_not_of("0123456789", i + 1) == close) {
      braces.push_back(s.substr(i, close - i + 1));
    }
  }
  std::sort(braces.begin(), braces.end());
  out.insert(out.end(), braces.begin(), braces.end());
  const auto hashes = s.find("##");
  out.push_back(hashes == std::string::npos ? "" : s.substr(hashes));
  // Newlines at either end are layout; a space beside a parenthesis is English typesetting
  // that Chinese full-width punctuation does without.
  const auto first = s.find_first_not_of("\n");
  const auto last = s.find_last_not_of("\n");
  out.push_back(first == std::string::npos ? s : s.substr(0, first));
  out.push_back(last == std::string::npos ? "" : s.substr(last + 1));
  return out;
}

TEST(ShippedCatalogs, AreWholeAndKeepEveryPlaceholderFormatAndId) {
  const std::string folder = std::string(ATTN_ASSET_DIR) + "/locale";
  int catalogs = 0;
  for (const char* name : {"zh_CN.po"}) {
    std::ifstream in(folder + "/" + name, std::ios::binary);
    ASSERT_TRUE(in) << folder << "/" << name;
    std::stringstream text;
    text << in.rdbuf();
    const io::PoCatalog c = io::parse_po(text.str());
    ++catalogs;
    EXPECT_EQ(c.plural.forms(), 1) << name << ": Chinese has one plural form";
    for (const io::PoEntry& e : c.entries) {
      EXPECT_FALSE(e.fuzzy) << name << ":" << e.line << " is fuzzy: " << e.id;
      EXPECT_TRUE(e.translated()) << name << ":" << e.line << " is not translated: " << e.id;
      for (const std::string& s : e.str) {
        EXPECT_EQ(kept_parts(s), kept_parts(e.id)) << name << ":" << e.line << ": \"" << e.id << "\" → \"" << s << "\"";
      }
    }
  }
  EXPECT_EQ(catalogs, 1);
}

}  // namespace
}  // namespace attn
