// The guides' Markdown (app/view/markdown.hpp) and the teacher's guide as the Help window
// reads it (app/model/guide.hpp): each kind of block, inline markup shown plainly, the
// anchors GitHub gives headings; where the guide and its pictures are found, and what the
// window says when they are not. Then the guides themselves: every link and picture of the
// README and docs/ resolves, every guide is reachable from the README, and the README
// stays a front door.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <map>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "model/guide.hpp"
#include "model/shipped_data.hpp"
#include "temp_dir.hpp"
#include "view/markdown.hpp"

namespace {

using attn::view::BlockKind;
using attn::view::heading_anchor;
using attn::view::MarkdownBlock;
using attn::view::MarkdownDocument;
using attn::view::parse_markdown;
using attn::view::plain_inline;

std::vector<BlockKind> kinds(const MarkdownDocument& d) {
  std::vector<BlockKind> out;
  for (const MarkdownBlock& b : d.blocks) out.push_back(b.kind);
  return out;
}

TEST(Markdown, HeadingsAtEachLevelWithTheirLinesAndContents) {
  const MarkdownDocument d = parse_markdown("# Teacher's guide\n\nText.\n\n## Keys ##\n### The `render` command\n#not a heading\n");
  ASSERT_EQ(d.blocks.size(), 5u);
  EXPECT_EQ(d.blocks[0].kind, BlockKind::Heading);
  EXPECT_EQ(d.blocks[0].level, 1);
  EXPECT_EQ(d.blocks[0].text, "Teacher's guide");
  EXPECT_EQ(d.blocks[0].line, 1);
  EXPECT_EQ(d.blocks[2].text, "Keys");  // the closing run of # is not text
  EXPECT_EQ(d.blocks[2].level, 2);
  EXPECT_EQ(d.blocks[2].line, 5);
  EXPECT_EQ(d.blocks[3].text, "The render command");
  EXPECT_EQ(d.blocks[3].level, 3);
  EXPECT_EQ(d.blocks[4].kind, BlockKind::Paragraph);
  EXPECT_EQ(d.blocks[4].text, "#not a heading");
  EXPECT_EQ(d.headings, (std::vector<int>{0, 2, 3}));
}

TEST(Markdown, ParagraphsJoinTheirLinesAndEndAtABlankLine) {
  const MarkdownDocument d = parse_markdown("One line\nand the next.\r\n\nA second\n   paragraph.");
  ASSERT_EQ(kinds(d), (std::vector<BlockKind>{BlockKind::Paragraph, BlockKind::Paragraph}));
  EXPECT_EQ(d.blocks[0].text, "One line and the next.");
  EXPECT_EQ(d.blocks[1].text, "A second paragraph.");
  EXPECT_EQ(d.blocks[1].line, 4);
}

TEST(Markdown, InlineMarkupIsShownPlainly) {
  EXPECT_EQ(plain_inline("**Tab** (or `Shift+Tab`) goes *back*"), "Tab (or Shift+Tab) goes back");
  EXPECT_EQ(plain_inline("__bold__ and _it_"), "bold and it");
  // Underscores inside words and stars between spaces are text.
  EXPECT_EQ(plain_inline("d_k = D / H, 2 * 3 * 4"), "d_k = D / H, 2 * 3 * 4");
  EXPECT_EQ(plain_inline("snake_case_name"), "snake_case_name");
  // Code keeps what would be markup elsewhere; one space either side is dropped.
  EXPECT_EQ(plain_inline("`` `**x**` ``"), "`**x**`");
  EXPECT_EQ(plain_inline("`{\"w_q\",\"w_k\"}`"), "{\"w_q\",\"w_k\"}");
  EXPECT_EQ(plain_inline("a \\*literal\\* star and \\_"), "a *literal* star and _");
  EXPECT_EQ(plain_inline("an unclosed `tick and **star"), "an unclosed `tick and **star");
  EXPECT_EQ(plain_inline("***both***"), "both");
}

TEST(Markdown, LinksShowTheirTextAndAreRecorded) {
  std::vector<attn::view::MarkdownLink> links;
  const std::string text = plain_inline(
      "See [the **models** guide](models.md#files-to-download \"title\"), <https://huggingface.co/gpt2> and "
      "![a picture](../assets/screenshots/heads.png) or [not a link] (x).",
      &links, 7);
  EXPECT_EQ(text, "See the models guide, https://huggingface.co/gpt2 and a picture or [not a link] (x).");
  ASSERT_EQ(links.size(), 3u);
  EXPECT_EQ(links[0].text, "the models guide");
  EXPECT_EQ(links[0].target, "models.md#files-to-download");
  EXPECT_EQ(links[0].line, 7);
  EXPECT_EQ(links[1].target, "https://huggingface.co/gpt2");
  EXPECT_EQ(links[2].target, "../assets/screenshots/heads.png");
  // Brackets inside the text nest; a destination in <…> may hold spaces.
  links.clear();
  EXPECT_EQ(plain_inline("[a [b] c](<my file.md>)", &links), "a [b] c");
  ASSERT_EQ(links.size(), 1u);
  EXPECT_EQ(links[0].target, "my file.md");
  // An angle bracket that is not an address is text.
  EXPECT_EQ(plain_inline("x < y and <not an address>"), "x < y and <not an address>");
}

TEST(Markdown, ListsNestByIndentationAndKeepTheirNumbers) {
  const MarkdownDocument d = parse_markdown(
      "- first item\n  goes on\n- second\n  - nested\n    deeper text\n- third\n\n"
      "1. one\n2. two\n   - under two\n10) ten\n");
  ASSERT_EQ(d.blocks.size(), 8u);
  for (const MarkdownBlock& b : d.blocks) EXPECT_EQ(b.kind, BlockKind::ListItem);
  EXPECT_EQ(d.blocks[0].marker, "•");
  EXPECT_EQ(d.blocks[0].text, "first item goes on");
  EXPECT_EQ(d.blocks[0].level, 0);
  EXPECT_EQ(d.blocks[2].text, "nested deeper text");
  EXPECT_EQ(d.blocks[2].level, 1);
  EXPECT_EQ(d.blocks[3].level, 0);
  EXPECT_EQ(d.blocks[4].marker, "1.");
  EXPECT_EQ(d.blocks[5].marker, "2.");
  EXPECT_EQ(d.blocks[6].level, 1);
  EXPECT_EQ(d.blocks[7].marker, "10)");
  EXPECT_EQ(d.blocks[7].level, 0);
}

TEST(Markdown, TextAfterABlankLineContinuesTheItemItIsIndentedTo) {
  const MarkdownDocument d = parse_markdown("- an item\n\n  its second paragraph\n\nnot in the list\n");
  ASSERT_EQ(kinds(d), (std::vector<BlockKind>{BlockKind::ListItem, BlockKind::ListItem, BlockKind::Paragraph}));
  EXPECT_EQ(d.blocks[1].marker, "");
  EXPECT_EQ(d.blocks[1].level, 0);
  EXPECT_EQ(d.blocks[1].text, "its second paragraph");
  EXPECT_EQ(d.blocks[2].text, "not in the list");
}

TEST(Markdown, ANumberInsideAParagraphDoesNotStartAList) {
  const MarkdownDocument d = parse_markdown("Clark et al. found in\n2019. that heads\n- but a bullet does\n");
  ASSERT_EQ(kinds(d), (std::vector<BlockKind>{BlockKind::Paragraph, BlockKind::ListItem}));
  EXPECT_EQ(d.blocks[0].text, "Clark et al. found in 2019. that heads");
  EXPECT_EQ(d.blocks[1].text, "but a bullet does");
}

TEST(Markdown, FencedCodeKeepsItsLinesAsWritten) {
  const MarkdownDocument d = parse_markdown(
      "```sh\nscripts/run     # **not bold**\n\n  indented\n```\n~~~\n``` inside\n~~~~\n- item\n\n  ```\n  in the item\n  ```\n```\nnever closed");
  ASSERT_EQ(kinds(d), (std::vector<BlockKind>{BlockKind::Code, BlockKind::Code, BlockKind::ListItem, BlockKind::Code,
                                               BlockKind::Code}));
  EXPECT_EQ(d.blocks[0].text, "scripts/run     # **not bold**\n\n  indented");
  EXPECT_EQ(d.blocks[1].text, "``` inside");
  EXPECT_EQ(d.blocks[3].text, "in the item");
  EXPECT_EQ(d.blocks[3].level, 1);  // drawn under the item
  EXPECT_EQ(d.blocks[4].text, "never closed");
}

TEST(Markdown, APictureAloneIsAPictureBlock) {
  const MarkdownDocument d = parse_markdown(
      "![The heads view: one map per head](../assets/screenshots/heads.png)\n\n"
      "Text with ![an inline picture](x.png) in it.\n");
  ASSERT_EQ(kinds(d), (std::vector<BlockKind>{BlockKind::Picture, BlockKind::Paragraph}));
  EXPECT_EQ(d.blocks[0].text, "The heads view: one map per head");
  EXPECT_EQ(d.blocks[0].target, "../assets/screenshots/heads.png");
  EXPECT_EQ(d.blocks[1].text, "Text with an inline picture in it.");
  ASSERT_EQ(d.links.size(), 2u);
  EXPECT_EQ(d.links[1].target, "x.png");
}

TEST(Markdown, TablesHaveAHeaderAndRowsOfPlainCells) {
  const MarkdownDocument d = parse_markdown(
      "| key | does |\n| --- | :---: |\n| C | causal mask **on/off** |\n| `a \\| b` | a pipe in code |\n"
      "| short |\n| a | b | dropped |\nafter\n");
  ASSERT_EQ(kinds(d), (std::vector<BlockKind>{BlockKind::Table, BlockKind::Paragraph}));
  const auto& rows = d.blocks[0].rows;
  ASSERT_EQ(rows.size(), 5u);
  EXPECT_EQ(rows[0], (std::vector<std::string>{"key", "does"}));
  EXPECT_EQ(rows[1], (std::vector<std::string>{"C", "causal mask on/off"}));
  EXPECT_EQ(rows[2], (std::vector<std::string>{"a | b", "a pipe in code"}));
  EXPECT_EQ(rows[3], (std::vector<std::string>{"short", ""}));
  EXPECT_EQ(rows[4], (std::vector<std::string>{"a", "b"}));
  EXPECT_EQ(d.blocks[1].text, "after");
  // A line of pipes without the separator under it is a paragraph.
  EXPECT_EQ(kinds(parse_markdown("| a | b |\nmore\n")), (std::vector<BlockKind>{BlockKind::Paragraph}));
}

TEST(Markdown, RulesAndQuotes) {
  const MarkdownDocument d = parse_markdown("above\n\n---\n\n> quoted\n> text\n\n* * *\n");
  ASSERT_EQ(kinds(d), (std::vector<BlockKind>{BlockKind::Paragraph, BlockKind::Rule, BlockKind::Paragraph, BlockKind::Rule}));
  EXPECT_EQ(d.blocks[2].text, "quoted text");
}

TEST(Markdown, AnchorsAreGitHubs) {
  EXPECT_EQ(heading_anchor("Keys"), "keys");
  EXPECT_EQ(heading_anchor("compute: JSON in, JSON out"), "compute-json-in-json-out");
  EXPECT_EQ(heading_anchor("The Input, Model and Display panels"), "the-input-model-and-display-panels");
  EXPECT_EQ(heading_anchor("Encoder–decoders beside PyTorch"), "encoderdecoders-beside-pytorch");
  EXPECT_EQ(heading_anchor("Self vs cross · T2×T1 → ok"), "self-vs-cross--t2t1--ok");
  EXPECT_EQ(heading_anchor("Leçons de Zoë"), "leçons-de-zoë");
  EXPECT_EQ(heading_anchor("snake_case and-dash"), "snake_case-and-dash");
}

// --- where the guide is, and what the window says without it --------------------------------

class GuideFiles : public attn::testing::TempDirTest {};

TEST_F(GuideFiles, PlacesAreTheDataFolderThenDocsBesideTheSourceTreesAssets) {
  EXPECT_TRUE(attn::app::teachers_guide_places("").empty());
  EXPECT_EQ(attn::app::teachers_guide_places("/opt/x/share/attention-explorer"),
            (std::vector<std::string>{"/opt/x/share/attention-explorer/docs/teachers-guide.md"}));
  EXPECT_EQ(attn::app::teachers_guide_places("/src/ae/assets"),
            (std::vector<std::string>{"/src/ae/assets/docs/teachers-guide.md", "/src/ae/docs/teachers-guide.md"}));
}

TEST_F(GuideFiles, PicturePathsReadAssetsFromTheDataFolder) {
  using attn::app::guide_picture_path;
  EXPECT_EQ(guide_picture_path("/d/docs", "/d", "../assets/screenshots/heads.png"), "/d/screenshots/heads.png");
  EXPECT_EQ(guide_picture_path("/d/docs", "/d", "pictures/a.png"), "/d/docs/pictures/a.png");
  EXPECT_EQ(guide_picture_path("/d/docs", "", "../assets/x.png"), "/d/docs/../assets/x.png");
  EXPECT_EQ(guide_picture_path("/d/docs", "/d", "https://example.org/a.png"), "");
  EXPECT_EQ(guide_picture_path("/d/docs", "/d", "/etc/a.png"), "");
}

TEST_F(GuideFiles, AMissingGuideNamesEveryPlaceLookedAt) {
  const attn::app::Guide g = attn::app::load_guide({path("a/guide.md"), path("b/guide.md")}, dir_);
  EXPECT_TRUE(g.path.empty());
  EXPECT_EQ(g.looked_at.size(), 2u);
  EXPECT_NE(g.error.find("not installed"), std::string::npos) << g.error;
  EXPECT_NE(g.error.find(path("a/guide.md")), std::string::npos) << g.error;
  EXPECT_NE(g.error.find(path("b/guide.md")), std::string::npos) << g.error;
  EXPECT_TRUE(g.document.blocks.empty());
  const attn::app::Guide none = attn::app::load_guide({}, "");
  EXPECT_NE(none.error.find("not known"), std::string::npos) << none.error;
  EXPECT_NE(g.error.find("docs/teachers-guide.md in the program's source folder"), std::string::npos) << g.error;
}

TEST_F(GuideFiles, TheFirstGuideFoundIsReadWithItsPicturesSizedFromTheirHeaders) {
  std::filesystem::create_directories(path("data/docs"));
  std::filesystem::create_directories(path("data/screenshots"));
  std::filesystem::copy_file(std::string(ATTN_ASSET_DIR) + "/screenshots/presenter.png", path("data/screenshots/p.png"));
  write("data/screenshots/bad.png", "not a PNG at all, but long enough to have a header");
  write("data/docs/teachers-guide.md",
        "# Teacher's guide\n\n![present](../assets/screenshots/p.png)\n\n![gone](../assets/screenshots/gone.png)\n\n"
        "![bad](../assets/screenshots/bad.png)\n\n![far](https://example.org/a.png)\n");
  const attn::app::Guide g = attn::app::load_guide({path("elsewhere/teachers-guide.md"), path("data/docs/teachers-guide.md")},
                                                   path("data"));
  EXPECT_EQ(g.path, path("data/docs/teachers-guide.md"));
  EXPECT_EQ(g.title, "Teacher's guide");
  EXPECT_TRUE(g.error.empty());
  ASSERT_EQ(g.pictures.size(), 4u);
  EXPECT_EQ(g.pictures[0].path, path("data/screenshots/p.png"));
  EXPECT_EQ(g.pictures[0].width, 1000);  // assets/screenshots/presenter.png is 1000×680
  EXPECT_EQ(g.pictures[0].height, 680);
  EXPECT_TRUE(g.pictures[0].problem.empty());
  EXPECT_NE(g.pictures[1].problem.find("not found"), std::string::npos);
  EXPECT_NE(g.pictures[2].problem.find("not a PNG"), std::string::npos);
  EXPECT_NE(g.pictures[3].problem.find("not shown offline"), std::string::npos);
}

// --- the guides themselves -------------------------------------------------------------------

const std::string kSource = std::string(ATTN_ASSET_DIR) + "/..";

std::string read_text(const std::string& file) {
  std::ifstream in(file, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

// README.md and every docs/*.md, by path relative to the source folder.
std::vector<std::string> guide_files() {
  std::vector<std::string> out = {"README.md"};
  for (const auto& e : std::filesystem::directory_iterator(kSource + "/docs")) {
    if (e.path().extension() == ".md") out.push_back("docs/" + e.path().filename().string());
  }
  std::sort(out.begin(), out.end());
  return out;
}

std::set<std::string> anchors_of(const MarkdownDocument& d) {
  std::set<std::string> out;
  for (int h : d.headings) out.insert(heading_anchor(d.blocks[static_cast<std::size_t>(h)].text));
  return out;
}

TEST(Guides, EveryLinkAndPictureResolves) {
  std::map<std::string, MarkdownDocument> docs;
  for (const std::string& f : guide_files()) docs[f] = parse_markdown(read_text(kSource + "/" + f));
  int checked = 0;
  for (const auto& [file, doc] : docs) {
    const std::filesystem::path folder = std::filesystem::path(file).parent_path();
    for (const attn::view::MarkdownLink& link : doc.links) {
      const std::string& t = link.target;
      if (t.find("://") != std::string::npos || t.rfind("mailto:", 0) == 0) continue;
      const auto hash = t.find('#');
      const std::string target_file = t.substr(0, hash);
      const std::string fragment = hash == std::string::npos ? "" : t.substr(hash + 1);
      std::string resolved = file;
      if (!target_file.empty()) {
        resolved = (folder / target_file).lexically_normal().generic_string();
        EXPECT_TRUE(std::filesystem::exists(kSource + "/" + resolved))
            << file << ":" << link.line << ": " << t << " (" << resolved << ") does not exist";
      }
      if (!fragment.empty()) {
        ASSERT_TRUE(docs.count(resolved)) << file << ":" << link.line << ": an anchor into " << resolved;
        EXPECT_TRUE(anchors_of(docs.at(resolved)).count(fragment))
            << file << ":" << link.line << ": " << resolved << " has no heading #" << fragment;
      }
      ++checked;
    }
  }
  EXPECT_GT(checked, 40);
}

TEST(Guides, EveryGuideIsReachableFromTheReadmeWhichStaysShort) {
  const std::string readme = read_text(kSource + "/README.md");
  const MarkdownDocument d = parse_markdown(readme);
  std::set<std::string> linked;
  for (const attn::view::MarkdownLink& l : d.links) linked.insert(l.target.substr(0, l.target.find('#')));
  for (const std::string& f : guide_files()) {
    if (f != "README.md") EXPECT_TRUE(linked.count(f)) << "README.md does not link to " << f;
  }
  EXPECT_LE(std::count(readme.begin(), readme.end(), '\n'), 200) << "README.md is the front door: 200 lines at most";
  // What a newcomer needs first: the two commands, and the Windows zip.
  EXPECT_NE(readme.find("scripts/run"), std::string::npos);
  EXPECT_NE(readme.find("scripts/test"), std::string::npos);
  EXPECT_NE(readme.find("windows-x64.zip"), std::string::npos);
}

TEST(Guides, TheTeachersGuideOpensFromTheSourceTreeWithEveryPicture) {
  const std::string assets = std::filesystem::canonical(ATTN_ASSET_DIR).generic_string();
  const attn::app::Guide g = attn::app::load_guide(attn::app::teachers_guide_places(assets), assets);
  ASSERT_FALSE(g.path.empty()) << g.error;
  EXPECT_EQ(g.title, "Teacher's guide");
  EXPECT_GE(g.document.headings.size(), 20u);
  EXPECT_GE(g.pictures.size(), 10u);
  for (const attn::app::GuidePicture& p : g.pictures) {
    EXPECT_TRUE(p.problem.empty()) << p.problem;
    EXPECT_GT(p.width, 0);
  }
}

}  // namespace
