// The real program's command line: --version, --help, `compute` on good and bad cases, and
// `render` (a PNG without a display). Runs the built executable (ATTN_EXE) as a user would
// and reads what it prints and writes.
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>
#include <stb_image.h>

#include "temp_dir.hpp"

using nlohmann::json;

namespace {

struct Outcome {
  int status = -1;
  std::string out;
  std::string err;
};

class Cli : public attn::testing::TempDirTest {
 protected:
  // Runs the program with `args`, after `prefix` (such as "env -u DISPLAY ").
  Outcome run(const std::string& args, const std::string& prefix = "") const {
    const std::string command = prefix + "'" + ATTN_EXE + "' " + args + " >'" + path("out") +
                                "' 2>'" + path("err") + "' </dev/null";
    const int raw = std::system(command.c_str());
    Outcome r;
    r.status = WIFEXITED(raw) ? WEXITSTATUS(raw) : -1;
    r.out = read(path("out"));
    r.err = read(path("err"));
    return r;
  }

  // A bad case: status 2, exactly one line on stderr containing `expected`, no result file.
  void expect_refused(const std::string& case_json, const std::string& expected) {
    const std::string c = write("bad.json", case_json);
    const std::string result = path("result.json");
    std::remove(result.c_str());
    const Outcome r = run("compute '" + c + "' -o '" + result + "'");
    EXPECT_EQ(r.status, 2) << case_json;
    EXPECT_NE(r.err.find(expected), std::string::npos) << "stderr: " << r.err;
    EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1) << r.err;
    struct stat st {};
    EXPECT_NE(stat(result.c_str(), &st), 0) << "a result file was written for a bad case";
  }
};

}  // namespace

TEST_F(Cli, VersionAndHelp) {
  Outcome v = run("--version");
  EXPECT_EQ(v.status, 0);
  EXPECT_NE(v.out.find("attention-explorer 0."), std::string::npos) << v.out;
  Outcome h = run("--help");
  EXPECT_EQ(h.status, 0);
  EXPECT_NE(h.out.find("compute"), std::string::npos);
  EXPECT_NE(h.out.find("render"), std::string::npos);
  EXPECT_NE(h.out.find("--screenshot"), std::string::npos);
  EXPECT_NE(h.out.find("--lesson"), std::string::npos);
  EXPECT_NE(h.out.find("--report-frame-times"), std::string::npos);
  Outcome rh = run("render --help");
  EXPECT_EQ(rh.status, 0);
  EXPECT_NE(rh.out.find("--figure"), std::string::npos);
  EXPECT_NE(rh.out.find("--head"), std::string::npos);
  Outcome ch = run("compute --help");
  EXPECT_EQ(ch.status, 0);
  EXPECT_NE(ch.out.find("--output"), std::string::npos);
}

// docs/command-line.md names every option the program's --help and its subcommands' list.
TEST_F(Cli, EveryOptionOfHelpIsInTheCommandLineGuide) {
  const std::string guide = read(std::string(ATTN_SOURCE_DIR) + "/docs/command-line.md");
  ASSERT_FALSE(guide.empty());
  int options = 0;
  for (const std::string sub : {"", "compute ", "train ", "render "}) {
    const Outcome h = run(sub + "--help");
    ASSERT_EQ(h.status, 0) << sub;
    for (std::size_t at = h.out.find("--"); at != std::string::npos; at = h.out.find("--", at + 2)) {
      std::size_t end = at + 2;
      while (end < h.out.size() && (std::isalnum(static_cast<unsigned char>(h.out[end])) || h.out[end] == '-')) ++end;
      const std::string option = h.out.substr(at, end - at);
      if (option.size() < 4) continue;
      ++options;
      EXPECT_NE(guide.find(option), std::string::npos) << "`" << sub << "--help` lists " << option
                                                        << ", which docs/command-line.md does not name";
    }
  }
  EXPECT_GT(options, 25);
}

TEST_F(Cli, UnknownOptionIsAnError) {
  Outcome r = run("--no-such-option");
  EXPECT_EQ(r.status, 2);
  EXPECT_FALSE(r.err.empty());
}

TEST_F(Cli, ComputeTextSelfToStdout) {
  const std::string c = write("case.json", R"({"d_model": 16, "heads": 4, "causal": true,
      "seed": 3, "text": "a fluffy blue creature roamed the verdant forest"})");
  const Outcome r = run("compute '" + c + "'");
  ASSERT_EQ(r.status, 0) << r.err;
  const json out = json::parse(r.out);
  EXPECT_EQ(out["tokens"].size(), 8u);
  ASSERT_EQ(out["heads"].size(), 4u);
  const json& w = out["heads"][2]["weights"];
  ASSERT_EQ(w.size(), 8u);
  for (std::size_t i = 0; i < 8; ++i) {
    double sum = 0;
    for (std::size_t j = 0; j < 8; ++j) {
      sum += w[i][j].get<double>();
      if (j > i) {
        EXPECT_EQ(w[i][j].get<double>(), 0.0);
        EXPECT_TRUE(out["heads"][2]["scaled"][i][j].is_null());
      }
    }
    EXPECT_NEAR(sum, 1.0, 1e-5);
  }
  EXPECT_EQ(out["heads"][0]["q"][0].size(), 4u);  // d_k = 16 / 4
  EXPECT_EQ(out["concat"][0].size(), 16u);
  EXPECT_EQ(out["output"].size(), 8u);
  EXPECT_TRUE(out["warnings"].empty());
  // The same case gives the same numbers every time.
  EXPECT_EQ(run("compute '" + c + "'").out, r.out);
}

TEST_F(Cli, ComputeMatrixCrossToFile) {
  const std::string c = write("case.json", R"({"d_model": 2, "heads": 1, "mode": "cross",
      "x": [[1, 0], [0, 1], [1, 1]], "y": [[0.5, 0.5], [2, 0]],
      "weights": {"w_q": [[1,0],[0,1]], "w_k": [[1,0],[0,1]], "w_v": [[1,0],[0,1]],
                  "w_o": [[1,0],[0,1]]}})");
  const Outcome r = run("compute '" + c + "' -o '" + path("r.json") + "'");
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_TRUE(r.out.empty());
  const json out = json::parse(read(path("r.json")));
  ASSERT_EQ(out["heads"][0]["weights"].size(), 2u);     // T2 rows
  ASSERT_EQ(out["heads"][0]["weights"][0].size(), 3u);  // T1 columns
  // Query (2, 0): scores 2, 0, 2 scaled by 1/√2.
  EXPECT_NEAR(out["heads"][0]["scaled"][1][0].get<double>(), 2 / std::sqrt(2.0), 1e-6);
}

TEST_F(Cli, ComputeReadsStandardInput) {
  write("case.json", R"({"d_model": 4, "heads": 2, "text": "one mole of carbon dioxide"})");
  const std::string command = std::string("'") + ATTN_EXE + "' compute - <'" + path("case.json") +
                              "' >'" + path("out") + "'";
  ASSERT_EQ(std::system(command.c_str()), 0);
  EXPECT_EQ(json::parse(read(path("out")))["tokens"].size(), 5u);
}

TEST_F(Cli, FullyMaskedRowWarns) {
  const std::string c = write("case.json", R"({"d_model": 2, "heads": 1, "causal": true,
      "x": [[1, 0], [0, 1]], "key_padding": [true, false]})");
  const Outcome r = run("compute '" + c + "'");
  ASSERT_EQ(r.status, 0) << r.err;
  const json out = json::parse(r.out);
  ASSERT_EQ(out["warnings"].size(), 1u);
  EXPECT_NE(r.err.find("warning: 1 query row"), std::string::npos);
  EXPECT_EQ(out["heads"][0]["weights"][0][0].get<double>(), 0.0);
}

TEST_F(Cli, BadCasesExitTwoWithOneLine) {
  expect_refused("{ not json", "is not valid JSON");
  expect_refused(R"({"d_model": 8, "heads": 2})", "needs an input");
  expect_refused(R"({"d_model": 6, "heads": 4, "text": "a b"})", "not divisible by heads 4");
  expect_refused(R"({"d_model": 2, "heads": true, "text": "a b"})", "'heads' must be an integer");
  expect_refused(R"({"d_model": 2, "heads": 1, "x": [[1, 2]], "temperature": -1})",
                 "temperature must be a finite number > 0");
  expect_refused(R"({"d_model": 2, "heads": 1, "mode": "cross", "causal": true,
                     "text": "a", "target_text": "b"})",
                 "causal mask is refused for cross-attention");
  expect_refused("", "is not valid JSON");
}

TEST_F(Cli, HugeAndNonFiniteInputsAreRefusedClearly) {
  // 10 MB of text: far more tokens than a case may have.
  std::string words;
  while (words.size() < (10u << 20)) words += "the murderer was the butler ";
  expect_refused(R"({"d_model": 16, "heads": 4, "text": ")" + words + R"("})",
                 "more than 4096 tokens");
  // 100 000 tokens given as a matrix: the trace would not fit; the message gives the size.
  std::string rows = "[";
  for (int i = 0; i < 100000; ++i) rows += i ? ",[1,2]" : "[1,2]";
  rows += "]";
  expect_refused(R"({"d_model": 2, "heads": 1, "x": )" + rows + "}", "MiB");
  // Weights so large the scores overflow a float.
  expect_refused(R"({"d_model": 2, "heads": 1, "x": [[1e20, 1e20]],
      "weights": {"w_q": [[1e20, 0], [0, 1e20]], "w_k": [[1e20, 0], [0, 1e20]],
                  "w_v": [[1, 0], [0, 1]], "w_o": [[1, 0], [0, 1]]}})",
                 "non-finite");
  // JSON has no NaN: a NaN written into a file is a syntax error at its byte.
  expect_refused(R"({"d_model": 2, "heads": 1, "x": [[NaN, 1]]})", "not valid JSON (at byte");
}

TEST_F(Cli, UnreadableAndUnwritablePaths) {
  Outcome missing = run("compute '" + path("nope.json") + "'");
  EXPECT_EQ(missing.status, 2);
  EXPECT_NE(missing.err.find("nope.json"), std::string::npos);
  EXPECT_NE(missing.err.find("No such file"), std::string::npos);
  Outcome dir = run("compute '" + dir_ + "'");
  EXPECT_EQ(dir.status, 2);
  EXPECT_NE(dir.err.find("is a directory"), std::string::npos);
  const std::string c = write("case.json", R"({"d_model": 2, "heads": 1, "x": [[1, 2]]})");
  Outcome out = run("compute '" + c + "' -o '" + path("no/such/dir/r.json") + "'");
  EXPECT_EQ(out.status, 2);
  EXPECT_NE(out.err.find("no/such/dir/r.json"), std::string::npos);
}

TEST_F(Cli, ExistingResultSurvivesAFailedRun) {
  const std::string result = write("result.json", "previous contents\n");
  const std::string bad = write("bad.json", R"({"d_model": 3, "heads": 2, "text": "x"})");
  EXPECT_EQ(run("compute '" + bad + "' -o '" + result + "'").status, 2);
  EXPECT_EQ(read(result), "previous contents\n");
}

// --- render: a PNG of what the window shows, with no display at all -----------------------

namespace {

struct Image {
  int width = 0;
  int height = 0;
  std::vector<unsigned char> rgb;  // width × height × 3
};

// The size a PNG's IHDR chunk gives (bytes 16..23, big-endian).
bool png_header_size(const std::string& bytes, int* w, int* h) {
  if (bytes.size() < 24 || bytes.compare(0, 8, "\x89PNG\r\n\x1a\n") != 0 ||
      bytes.compare(12, 4, "IHDR") != 0) {
    return false;
  }
  auto be32 = [&](std::size_t at) {
    return (static_cast<int>(static_cast<unsigned char>(bytes[at])) << 24) |
           (static_cast<int>(static_cast<unsigned char>(bytes[at + 1])) << 16) |
           (static_cast<int>(static_cast<unsigned char>(bytes[at + 2])) << 8) |
           static_cast<int>(static_cast<unsigned char>(bytes[at + 3]));
  };
  *w = be32(16);
  *h = be32(20);
  return true;
}

Image decode_png(const std::string& bytes) {
  Image img;
  int channels = 0;
  unsigned char* px = stbi_load_from_memory(reinterpret_cast<const unsigned char*>(bytes.data()),
                                            static_cast<int>(bytes.size()), &img.width,
                                            &img.height, &channels, 3);
  if (px == nullptr) return Image{};
  img.rgb.assign(px, px + static_cast<std::size_t>(img.width) * static_cast<std::size_t>(img.height) * 3u);
  stbi_image_free(px);
  return img;
}

std::size_t colour_count(const Image& img) {
  std::set<unsigned> colours;
  for (std::size_t i = 0; i + 2 < img.rgb.size(); i += 3) {
    colours.insert((static_cast<unsigned>(img.rgb[i]) << 16) |
                   (static_cast<unsigned>(img.rgb[i + 1]) << 8) | img.rgb[i + 2]);
  }
  return colours.size();
}

std::size_t differing_pixels(const Image& a, const Image& b) {
  if (a.width != b.width || a.height != b.height) return SIZE_MAX;
  std::size_t n = 0;
  for (std::size_t i = 0; i + 2 < a.rgb.size(); i += 3) {
    if (a.rgb[i] != b.rgb[i] || a.rgb[i + 1] != b.rgb[i + 1] || a.rgb[i + 2] != b.rgb[i + 2]) ++n;
  }
  return n;
}

bool exists(const std::string& file) {
  struct stat st {};
  return stat(file.c_str(), &st) == 0;
}

class Render : public Cli {
 protected:
  void SetUp() override {
    Cli::SetUp();
    lesson_ = write("lesson.json", R"({"version": 1, "title": "Render test",
        "source": "a fluffy blue creature roamed the verdant forest",
        "target": "<start> une créature bleue", "d_model": 128, "heads": 4,
        "designed": true, "view": "heads"})");
  }

  // Runs `render` with no display at all: DISPLAY and WAYLAND_DISPLAY removed.
  Outcome render(const std::string& args) const {
    return run_without_display("render " + args);
  }
  Outcome run_without_display(const std::string& args, const std::string& env = "") const {
    return run(args, "env -u DISPLAY -u WAYLAND_DISPLAY " + env + " ");
  }

  // Renders to `name` and decodes it; fails the test when the run or the PNG is bad.
  Image render_png(const std::string& name, const std::string& args) const {
    const std::string png = path(name);
    const Outcome r = render("'" + lesson_ + "' -o '" + png + "' " + args);
    EXPECT_EQ(r.status, 0) << r.err;
    EXPECT_TRUE(r.err.empty()) << r.err;
    return decode_png(read(png));
  }

  // Bad input: status 2, one line on stderr containing `expected`, no PNG written.
  void expect_refused(const std::string& args, const std::string& expected) const {
    const std::string png = path("refused.png");
    std::remove(png.c_str());
    const Outcome r = render(args + " -o '" + png + "'");
    EXPECT_EQ(r.status, 2) << args << "\nstderr: " << r.err;
    EXPECT_NE(r.err.find(expected), std::string::npos) << args << "\nstderr: " << r.err;
    EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1) << r.err;
    EXPECT_FALSE(exists(png)) << "a PNG was written for: " << args;
  }

  std::string lesson_;
};

}  // namespace

TEST_F(Render, WritesAPngOfTheRequestedSizeWithoutADisplay) {
  const std::string png = path("heads.png");
  const Outcome r = render("'" + lesson_ + "' -o '" + png + "' --width 900 --height 640");
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_TRUE(r.err.empty()) << r.err;
  int w = 0, h = 0;
  ASSERT_TRUE(png_header_size(read(png), &w, &h)) << "not a PNG";
  EXPECT_EQ(w, 900);
  EXPECT_EQ(h, 640);
  const Image img = decode_png(read(png));
  ASSERT_EQ(img.width, 900);
  // The panels, the text and four heatmaps in viridis: hundreds of colours, not a blank.
  EXPECT_GT(colour_count(img), 200u);
  // No temporary file is left beside the PNG.
  const int raw = std::system(("test -z \"$(ls -A '" + dir_ + "' | grep tmp)\"").c_str());
  EXPECT_EQ(WEXITSTATUS(raw), 0);
}

TEST_F(Render, ViewsAndHeadsDrawDifferentPictures) {
  const Image heads = render_png("heads.png", "--view heads --width 800 --height 600");
  const Image compare = render_png("compare.png", "--view compare --width 800 --height 600");
  const Image head2 = render_png("head2.png", "--view heads --head 2 --width 800 --height 600");
  const Image all = render_png("all.png", "--view heads --head 0 --width 800 --height 600");
  ASSERT_EQ(heads.width, 800);
  ASSERT_EQ(compare.width, 800);
  ASSERT_EQ(head2.width, 800);
  EXPECT_GT(differing_pixels(heads, compare), 20000u);
  EXPECT_GT(differing_pixels(heads, head2), 20000u);
  EXPECT_EQ(differing_pixels(heads, all), 0u);  // the lesson opens on all heads
  // The same input gives the same picture.
  EXPECT_EQ(differing_pixels(heads, render_png("again.png", "--view heads --width 800 --height 600")), 0u);
}

TEST_F(Render, EveryViewRenders) {
  for (const char* view : {"pipeline", "why", "assembly", "exercises", "decoder", "leaks", "cost",
                           "meaning"}) {
    const Image img = render_png(std::string(view) + ".png",
                                 std::string("--view ") + view + " --width 640 --height 480");
    EXPECT_EQ(img.width, 640) << view;
    EXPECT_GT(colour_count(img), 30u) << view;
  }
}

// A lesson that names a GPT-2 folder (relative to the lesson) renders the GPT-2 view with
// the model run on the lesson's text: unlike the same lesson without the model.
TEST_F(Render, ALessonNamingAModelFolderDrawsItsView) {
  const std::string model = ATTN_GPT2_FIXTURE_DIR "/tiny-f32";
  ASSERT_EQ(std::system(("cp -r '" + model + "' '" + path("tiny") + "'").c_str()), 0);
  lesson_ = write("gpt2.json", R"({"version": 1, "title": "GPT-2", "source": "The cat sat on the mat. The cat",
      "view": "pretrained", "model": "tiny"})");
  const Image with = render_png("with.png", "--width 1000 --height 700");
  lesson_ = write("none.json", R"({"version": 1, "title": "GPT-2", "source": "The cat sat on the mat. The cat",
      "view": "pretrained"})");
  const Image without = render_png("without.png", "--width 1000 --height 700");
  ASSERT_EQ(with.width, 1000);
  EXPECT_GT(colour_count(with), 200u) << "the eight maps in viridis";
  EXPECT_GT(differing_pixels(with, without), 50000u);
}

TEST_F(Render, FigureHasATitleAboveTheView) {
  const Image window = render_png("window.png", "--view compare --width 1000 --height 700");
  const Image figure = render_png("figure.png", "--view compare --figure --width 1000 --height 700");
  ASSERT_EQ(figure.width, 1000);
  ASSERT_EQ(figure.height, 700);
  EXPECT_GT(differing_pixels(window, figure), 20000u);
  // The title is dark text on the light background in the top rows.
  std::size_t dark = 0;
  for (int y = 0; y < 40; ++y) {
    for (int x = 0; x < 400; ++x) {
      const std::size_t i = (static_cast<std::size_t>(y) * 1000u + static_cast<std::size_t>(x)) * 3u;
      if (figure.rgb[i] < 80 && figure.rgb[i + 1] < 80 && figure.rgb[i + 2] < 80) ++dark;
    }
  }
  EXPECT_GT(dark, 300u) << "no title in the figure's top rows";
}

TEST_F(Render, RendersAComputeCase) {
  const std::string self = write("self.json", R"({"d_model": 16, "heads": 2, "causal": true,
      "seed": 3, "text": "one mole of carbon dioxide", "description": "Self, causal"})");
  const Outcome r = render("'" + self + "' -o '" + path("self.png") + "' --width 700 --height 500");
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_GT(colour_count(decode_png(read(path("self.png")))), 100u);
  // A cross-attention case opens on the compare view, so --view compare changes nothing.
  const std::string cross = write("cross.json", R"({"d_model": 16, "heads": 2, "mode": "cross",
      "text": "我 爱 水 课", "target_text": "<start> I love easy courses"})");
  ASSERT_EQ(render("'" + cross + "' -o '" + path("c1.png") + "' --width 700 --height 500").status, 0);
  ASSERT_EQ(render("'" + cross + "' -o '" + path("c2.png") + "' --width 700 --height 500 --view compare").status, 0);
  EXPECT_EQ(differing_pixels(decode_png(read(path("c1.png"))), decode_png(read(path("c2.png")))), 0u);
}

TEST_F(Render, BadInputExitsTwoWithOneLineAndNoPng) {
  const std::string l = "'" + lesson_ + "'";
  expect_refused("'" + path("missing.json") + "'", "No such file");
  expect_refused("'" + write("broken.json", "{ \"version\": 1, ") + "'", "is not valid JSON");
  expect_refused("'" + write("old.json", R"({"version": 1, "source": "a b", "heads": 99})") + "'",
                 "'heads' must be an integer from 1 to 16");
  expect_refused(l + " --view nonsense", "--view 'nonsense' is not a view");
  expect_refused(l + " --head 5", "--head 5 is out of range: the model has 4 heads");
  expect_refused(l + " --head -3", "--head -3 is not a head");
  expect_refused(l + " --width 10", "--width 10 is out of range");
  expect_refused(l + " --font-scale 7", "--font-scale");
  expect_refused("'" + write("matrix.json", R"({"d_model": 2, "heads": 1, "x": [[1, 2]]})") + "'",
                 "needs a case with 'text'");
  expect_refused("'" + write("bad_case.json", R"({"d_model": 6, "heads": 4, "text": "a b"})") + "'",
                 "not divisible by heads 4");
  // The output cannot be written: the message names it.
  const Outcome r = render(l + " -o '" + path("no/such/dir/out.png") + "'");
  EXPECT_EQ(r.status, 2);
  EXPECT_NE(r.err.find("no/such/dir/out.png"), std::string::npos) << r.err;
  EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1) << r.err;
}

TEST_F(Render, WithoutEglItSaysSoAndExitsOne) {
  // glvnd finds no EGL vendor library (no Mesa): there is no OpenGL without a display.
  const std::string png = path("no-egl.png");
  const Outcome r = run_without_display("render '" + lesson_ + "' -o '" + png + "'",
                                        "__EGL_VENDOR_LIBRARY_FILENAMES=/nonexistent.json");
  EXPECT_EQ(r.status, 1) << r.err;
  EXPECT_NE(r.err.find("cannot render without a display"), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("libegl-mesa0"), std::string::npos) << r.err;
  EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1) << r.err;
  EXPECT_FALSE(exists(png));
}

TEST_F(Render, ExistingPngSurvivesAFailedRender) {
  const std::string png = write("keep.png", "previous picture\n");
  EXPECT_EQ(render("'" + lesson_ + "' -o '" + png + "' --view nonsense").status, 2);
  EXPECT_EQ(render("'" + lesson_ + "' -o '" + png + "' --head 9").status, 2);
  EXPECT_EQ(read(png), "previous picture\n");
}

// ---- train, and compute on a trained model ---------------------------------------------------

namespace {

class Train : public Cli {
 protected:
  // A small, quick model: what is checked is the command, not how well it learns.
  Outcome train(const std::string& task, const std::string& output, const std::string& more = "") {
    return run("train --task " + task + " --layers 1 --d-model 16 --heads 2 --steps 30 --batch 8 -o '" +
               output + "' " + more);
  }
};

double row_sum(const json& row) {
  double s = 0;
  for (const auto& v : row) s += v.get<double>();
  return s;
}

TEST_F(Train, WritesACheckpointAndEndsWithTheHeldOutAccuracy) {
  const std::string model = path("reverse.safetensors");
  const Outcome r = train("reverse", model);
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_TRUE(exists(model));
  // The last line, exactly as scripts read it.
  std::string last = r.out.substr(0, r.out.size() - 1);
  last = last.substr(last.rfind('\n') + 1);
  ASSERT_EQ(last.rfind("held-out accuracy: ", 0), 0u) << r.out;
  const double accuracy = std::stod(last.substr(19));
  EXPECT_GE(accuracy, 0.0);
  EXPECT_LE(accuracy, 1.0);
  EXPECT_EQ(last.size(), 24u) << "three decimals: " << last;
  EXPECT_EQ(r.err, "") << "no progress bar when standard error is not a terminal";
  EXPECT_NE(r.out.find("step 3/30  loss "), std::string::npos) << "plain lines instead: " << r.out;
  EXPECT_NE(r.out.find(" s left\n"), std::string::npos) << r.out;
  // The same seed twice: the same file, byte for byte.
  const std::string again = path("again.safetensors");
  ASSERT_EQ(train("reverse", again).status, 0);
  EXPECT_EQ(read(model), read(again));
}

TEST_F(Train, ComputeOnTheCheckpointGivesEveryHeadOfEveryLayer) {
  const std::string model = path("m.safetensors");
  ASSERT_EQ(train("reverse", model).status, 0);
  const std::string c = write("case.json", R"({"checkpoint": "m.safetensors", "text": "a b c d e",
                                               "target_text": "e d c b a"})");
  const Outcome r = run("compute '" + c + "'");
  ASSERT_EQ(r.status, 0) << r.err;
  const json out = json::parse(r.out);
  EXPECT_EQ(out["task"], "reverse");
  EXPECT_EQ(out["tokens"], json::parse(R"(["a", "b", "c", "d", "e"])"));
  EXPECT_EQ(out["target_tokens"], json::parse(R"(["<start>", "e", "d", "c", "b", "a"])"));
  EXPECT_TRUE(out["teacher_forced"].get<bool>());
  EXPECT_TRUE(out["output"].is_string());
  EXPECT_TRUE(out["loss"].is_number());
  ASSERT_EQ(out["encoder"].size(), 1u);
  ASSERT_EQ(out["encoder"][0]["heads"].size(), 2u);
  const json& enc = out["encoder"][0]["heads"][1]["weights"];
  ASSERT_EQ(enc.size(), 5u);
  for (const auto& row : enc) {
    ASSERT_EQ(row.size(), 5u);
    EXPECT_NEAR(row_sum(row), 1.0, 1e-5);
  }
  ASSERT_EQ(out["decoder"].size(), 1u);
  const json& self = out["decoder"][0]["self"]["heads"][0]["weights"];
  const json& cross = out["decoder"][0]["cross"]["heads"][0]["weights"];
  ASSERT_EQ(self.size(), 6u);
  ASSERT_EQ(cross.size(), 6u);
  for (std::size_t i = 0; i < 6; ++i) {
    EXPECT_NEAR(row_sum(self[i]), 1.0, 1e-5);
    EXPECT_NEAR(row_sum(cross[i]), 1.0, 1e-5);
    ASSERT_EQ(cross[i].size(), 5u);
    for (std::size_t k = i + 1; k < 6; ++k) EXPECT_EQ(self[i][k].get<double>(), 0.0) << "causal";
  }
  // Without a target the decoder reads its own output.
  write("own.json", R"({"checkpoint": "m.safetensors", "text": "a b c"})");
  const Outcome own = run("compute '" + path("own.json") + "'");
  ASSERT_EQ(own.status, 0) << own.err;
  const json o = json::parse(own.out);
  EXPECT_FALSE(o["teacher_forced"].get<bool>());
  EXPECT_EQ(o["target_tokens"][0], "<start>");
  EXPECT_FALSE(o.contains("loss"));
}

TEST_F(Train, ADecoderOnlyModelHasNoCrossAttention) {
  const std::string model = path("induction.safetensors");
  ASSERT_EQ(train("induction", model).status, 0);
  const std::string c = write("case.json", "{\"checkpoint\": \"" + model + "\", \"text\": \"a b c a b c\"}");
  const Outcome r = run("compute '" + c + "'");
  ASSERT_EQ(r.status, 0) << r.err;
  const json out = json::parse(r.out);
  EXPECT_EQ(out["tokens"].size(), 0u);
  EXPECT_EQ(out["target_tokens"].size(), 7u);
  EXPECT_EQ(out["encoder"].size(), 0u);
  EXPECT_FALSE(out["decoder"][0].contains("cross"));
  EXPECT_EQ(out["decoder"][0]["self"]["heads"][0]["weights"].size(), 7u);
}

TEST_F(Train, BadOptionsAndBadCasesGetOneLineAndNoFile) {
  const std::string model = path("never.safetensors");
  for (const std::string& options :
       {std::string("--d-model 16 --heads 3"), std::string("--steps 0"), std::string("--lr -1")}) {
    const Outcome r = run("train --task reverse " + options + " -o '" + model + "'");
    EXPECT_EQ(r.status, 2) << options;
    EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1) << r.err;
    EXPECT_FALSE(exists(model));
  }
  Outcome r = run("train --task copy -o '" + model + "'");
  EXPECT_EQ(r.status, 2);
  EXPECT_NE(r.err.find("unknown task \"copy\""), std::string::npos) << r.err;
  // Training that diverges names the step, and an existing file stays as it was.
  const std::string kept = write("kept.safetensors", "an older model\n");
  r = run("train --task reverse --layers 1 --d-model 16 --heads 2 --steps 50 --lr 10 -o '" + kept + "'");
  EXPECT_EQ(r.status, 2);
  EXPECT_NE(r.err.find("training stopped at step"), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("nothing was written"), std::string::npos) << r.err;
  EXPECT_EQ(read(kept), "an older model\n");

  ASSERT_EQ(train("reverse", path("m.safetensors")).status, 0);
  expect_refused(R"({"checkpoint": "m.safetensors", "text": "a b zebra"})", "zebra");
  expect_refused(R"({"checkpoint": "missing.safetensors", "text": "a b"})", "missing.safetensors");
  expect_refused(R"({"checkpoint": "kept.safetensors", "text": "a b"})", "kept.safetensors");
  expect_refused(R"({"checkpoint": "m.safetensors"})", "\"text\"");
  expect_refused(R"({"checkpoint": "m.safetensors", "text": "a b c d e f g h i j k l"})", "positions");
}

}  // namespace

// `compute` on a GPT-2 folder: the tokens, every layer's every head, the ten next tokens,
// the logits on request; heads switched off and the mask lifted change the prediction.
TEST_F(Cli, ComputeOnAModelFolder) {
  const std::string model = ATTN_GPT2_FIXTURE_DIR "/tiny-f32";
  const std::string c = write("case.json", "{\"model\": \"" + model +
                                               "\", \"text\": \"The cat sat on the mat. The cat\", \"logits\": true}");
  const Outcome r = run("compute '" + c + "'");
  ASSERT_EQ(r.status, 0) << r.err;
  const json out = json::parse(r.out);
  EXPECT_EQ(out["tokens"], json::parse(R"(["The", " cat", " sat", " on", " the", " mat", ".", " The", " cat"])"));
  EXPECT_EQ(out["token_ids"].size(), 9u);
  ASSERT_EQ(out["layers"].size(), 2u);
  ASSERT_EQ(out["layers"][1]["heads"].size(), 4u);
  EXPECT_EQ(out["layers"][1]["heads"][3]["weights"].size(), 9u);
  EXPECT_EQ(out["layers"][1]["heads"][3]["weights"][8].size(), 9u);
  ASSERT_EQ(out["top_next"].size(), 10u);
  EXPECT_GE(out["top_next"][0]["p"].get<double>(), out["top_next"][9]["p"].get<double>());
  EXPECT_TRUE(out["top_next"][0].contains("token"));
  EXPECT_EQ(out["logits"].size(), 297u);

  // The same text with layer 1's heads off and without the mask: other predictions.
  const std::string off = write("off.json", "{\"model\": \"" + model +
                                                "\", \"text\": \"The cat sat on the mat. The cat\", "
                                                "\"ablate\": [[1, 0], [1, 1], [1, 2], [1, 3]], \"causal\": false}");
  const Outcome o = run("compute '" + off + "'");
  ASSERT_EQ(o.status, 0) << o.err;
  const json other = json::parse(o.out);
  EXPECT_NE(other["top_next"][0]["p"], out["top_next"][0]["p"]);
  EXPECT_GT(other["layers"][0]["heads"][0]["weights"][0][8].get<double>(), 0.0);

  expect_refused("{\"model\": \"" + model + "\"}", "\"text\"");
  expect_refused("{\"model\": \"" + model + "\", \"text\": \"a\", \"ablate\": [[2, 0]]}", "no head [2,0]");
  expect_refused("{\"model\": \"" + model + "\", \"text\": \"a\", \"temperature\": 1}", "unknown field \"temperature\"");
  expect_refused(R"({"model": "no-such-folder", "text": "a"})", "no-such-folder");
  // Over the context of 64 positions.
  std::string long_text;
  for (int i = 0; i < 70; ++i) long_text += " cat";
  expect_refused("{\"model\": \"" + model + "\", \"text\": \"" + long_text + "\"}", "at most 64");
}

// A GGUF file is a model as a folder is: the same result fields, and the values of a
// float64 forward of its dequantized weights (tests/data/gguf/golden-forward.json).
TEST_F(Cli, ComputeOnAGgufFile) {
  const std::string model = ATTN_TEST_DATA_DIR "/gguf/llama-d256-q4_k_m.gguf";
  std::ifstream in(ATTN_TEST_DATA_DIR "/gguf/golden-forward.json");
  const json golden = json::parse(in);
  json expected;
  for (const json& c : golden["cases"]) {
    if (c["model"] == "llama-d256-q4_k_m.gguf" && c["text"] == "Hello world") expected = c;
  }
  ASSERT_TRUE(expected.is_object());
  const std::string c = write("case.json", json{{"model", model}, {"text", "Hello world"}}.dump());
  const Outcome r = run("compute '" + c + "'");
  ASSERT_EQ(r.status, 0) << r.err;
  const json out = json::parse(r.out);
  EXPECT_EQ(out["token_ids"], expected["token_ids"]);
  EXPECT_EQ(out["family"], "llama");
  EXPECT_NE(out["architecture"].get<std::string>().find("Q4_K_M"), std::string::npos) << out["architecture"];
  ASSERT_EQ(out["layers"].size(), expected["layers"].size());
  // The largest difference of a map's weight from the golden one.
  const auto largest_difference = [&](const json& got) {
    double worst = 0.0;
    for (std::size_t l = 0; l < got["layers"].size(); ++l) {
      for (std::size_t h = 0; h < got["layers"][l]["heads"].size(); ++h) {
        const json& a = got["layers"][l]["heads"][h]["weights"];
        const json& b = expected["layers"][l]["heads"][h]["weights"];
        for (std::size_t i = 0; i < a.size(); ++i) {
          for (std::size_t j = 0; j < a[i].size(); ++j) {
            worst = std::max(worst, std::abs(a[i][j].get<double>() - b[i][j].get<double>()));
          }
        }
      }
    }
    return worst;
  };
  EXPECT_LE(largest_difference(out), 2e-5);
  EXPECT_EQ(out["top_next"][0]["id"], expected["top_next"][0]["id"]);
  EXPECT_NEAR(out["top_next"][0]["p"].get<double>(), expected["top_next"][0]["p"].get<double>(), 1e-4);
  EXPECT_EQ(out["precision"], "float32");
  // As llama.cpp computes: each product's input rounded to 8 bits a block at a time (Q8_K
  // for the K types, Q8_0 for the others), which moves the maps by what that rounding
  // changes, no more (0.039 of a weight here): the kernels' tests bound each product.
  const std::string c8 =
      write("case8.json", json{{"model", model}, {"text", "Hello world"}, {"precision", "int8"}}.dump());
  const Outcome r8 = run("compute '" + c8 + "'");
  ASSERT_EQ(r8.status, 0) << r8.err;
  const json out8 = json::parse(r8.out);
  EXPECT_EQ(out8["precision"], "int8");
  EXPECT_EQ(out8["token_ids"], expected["token_ids"]);
  const double moved = largest_difference(out8);
  EXPECT_GT(moved, 2e-5);
  EXPECT_LT(moved, 0.06);
  // The logits (±22 in this model) move by a few tenths: the same token first, its
  // probability 0.62 → 0.48.
  EXPECT_EQ(out8["top_next"][0]["id"], expected["top_next"][0]["id"]);
  EXPECT_NEAR(out8["top_next"][0]["p"].get<double>(), expected["top_next"][0]["p"].get<double>(), 0.2);
  expect_refused(R"({"model": "no-such-file.gguf", "text": "a"})", "no-such-file.gguf' does not exist");
  expect_refused("{\"model\": \"" ATTN_TEST_DATA_DIR "/gguf/tensor-types.gguf\", \"text\": \"a\"}",
                 "GGUF files of these open: llama, qwen2");
}

// A BF16 folder multiplies in BF16 unless the case asks for float32: the case says which,
// and the two differ by what rounding each product's input changes, no more.
TEST_F(Cli, ComputeOnABf16FolderInEitherPrecision) {
  const std::string model = ATTN_DECODER_FIXTURE_DIR "/qwen3-bf16-sharded";
  const auto compute = [&](const std::string& precision) {
    const std::string extra = precision.empty() ? "" : ", \"precision\": \"" + precision + "\"";
    const std::string c = write("case" + precision + ".json", "{\"model\": \"" + model +
                                                                   "\", \"text\": \"The cat sat on the mat.\"" + extra + "}");
    const Outcome r = run("compute '" + c + "'");
    EXPECT_EQ(r.status, 0) << r.err;
    return json::parse(r.out);
  };
  const json fast = compute(""), bf16 = compute("bf16"), exact = compute("float32");
  EXPECT_EQ(fast["precision"], "bf16");
  EXPECT_EQ(bf16["precision"], "bf16");
  EXPECT_EQ(exact["precision"], "float32");
  EXPECT_EQ(fast["layers"], bf16["layers"]);
  double largest = 0.0;
  const json& a = bf16["layers"][1]["heads"][0]["weights"];
  const json& b = exact["layers"][1]["heads"][0]["weights"];
  for (std::size_t i = 0; i < a.size(); ++i) {
    for (std::size_t j = 0; j < a[i].size(); ++j) largest = std::max(largest, std::abs(a[i][j].get<double>() - b[i][j].get<double>()));
  }
  EXPECT_GT(largest, 0.0);
  EXPECT_LT(largest, 0.05);
  expect_refused("{\"model\": \"" + model + "\", \"text\": \"a\", \"precision\": \"fp8\"}", "\"precision\" must be");
  // A float folder has nothing to round.
  const std::string f32 = write("f32.json", "{\"model\": \"" ATTN_DECODER_FIXTURE_DIR "/mistral-f32\", \"text\": \"a\"}");
  const Outcome r = run("compute '" + f32 + "'");
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(json::parse(r.out)["precision"], "float32");
}

// BERT and the encoder–decoders through compute, against the golden values of
// tests/data/seq2seq (a float64 PyTorch forward of the published architectures).
class CliSeq2seq : public Cli {
 protected:
  static const json& golden() {
    static const json g = [] {
      std::ifstream in(ATTN_SEQ2SEQ_FIXTURE_DIR "/golden.json");
      return json::parse(in);
    }();
    return g;
  }

  static const json& golden_case(const std::string& model, const std::string& text) {
    for (const json& c : golden()["cases"]) {
      if (c["model"] == model && c["text"] == text) return c;
    }
    throw std::runtime_error("no golden case for " + model);
  }

  json compute(const json& c) {
    const std::string file = write("case.json", c.dump());
    const Outcome r = run("compute '" + file + "'");
    EXPECT_EQ(r.status, 0) << r.err;
    return r.status == 0 ? json::parse(r.out) : json::object();
  }

  // Every head's map (heads[h].weights) of `ours` beside the golden one.
  static void expect_heads(const json& ours, const json& expected, const std::string& what) {
    ASSERT_EQ(ours["heads"].size(), expected["heads"].size()) << what;
    for (std::size_t h = 0; h < expected["heads"].size(); ++h) {
      const json& a = ours["heads"][h]["weights"];
      const json& b = expected["heads"][h]["weights"];
      ASSERT_EQ(a.size(), b.size()) << what << " head " << h;
      for (std::size_t i = 0; i < b.size(); ++i) {
        ASSERT_EQ(a[i].size(), b[i].size()) << what << " head " << h;
        for (std::size_t j = 0; j < b[i].size(); ++j) {
          // Weights in [0, 1] from float32 sums of at most a few hundred terms.
          ASSERT_NEAR(a[i][j].get<double>(), b[i][j].get<double>(), 1e-5) << what << " head " << h << " [" << i << "," << j << "]";
        }
      }
    }
  }

  static void expect_top(const json& ours, const json& expected) {
    ASSERT_GE(ours.size(), 3u);
    for (std::size_t k = 0; k < 3; ++k) {
      EXPECT_EQ(ours[k]["id"], expected[k]["id"]) << k;
      EXPECT_NEAR(ours[k]["p"].get<double>(), expected[k]["p"].get<double>(), 1e-5) << k;
      EXPECT_TRUE(ours[k]["token"].is_string());
    }
  }
};

TEST_F(CliSeq2seq, BertMapsAndMaskedFillers) {
  const std::string text = "The [MASK] sat on the mat.";
  const json& g = golden_case("bert-f32", text);
  const json out = compute({{"model", ATTN_SEQ2SEQ_FIXTURE_DIR "/bert-f32"}, {"text", text}});
  EXPECT_EQ(out["family"], "bert");
  EXPECT_EQ(out["token_ids"], g["token_ids"]);
  EXPECT_EQ(out["tokens"].front(), "[CLS]");
  EXPECT_EQ(out["tokens"][2], "[MASK]");
  ASSERT_EQ(out["layers"].size(), g["layers"].size());
  for (std::size_t l = 0; l < g["layers"].size(); ++l) expect_heads(out["layers"][l], g["layers"][l], "layer " + std::to_string(l));
  // No mask at all: the first token sees the last.
  EXPECT_GT(out["layers"][0]["heads"][0]["weights"][0].back().get<double>(), 0.0);
  ASSERT_EQ(out["masked"].size(), 1u);
  EXPECT_EQ(out["masked"][0]["position"], 2);
  expect_top(out["masked"][0]["top"], g["masked"][0]["top"]);
  EXPECT_EQ(out["masked"][0]["top"].size(), 10u);
  EXPECT_FALSE(out.contains("top_next"));
}

TEST_F(CliSeq2seq, MarianTeacherForcedAndGreedy) {
  const std::string model = ATTN_SEQ2SEQ_FIXTURE_DIR "/marian-f32";
  {
    const std::string text = "The blue creature sees a small cat.", target = "La créature bleue voit un petit chat.";
    const json& g = golden_case("marian-f32", text);
    const json out = compute({{"model", model}, {"text", text}, {"target_text", target}});
    EXPECT_EQ(out["family"], "marian");
    EXPECT_EQ(out["token_ids"], g["token_ids"]);
    // Shown as text: SentencePiece's ▁ is the space it stands for.
    EXPECT_EQ(out["tokens"][0], " The");
    EXPECT_EQ(out["tokens"].back(), "</s>");
    // The decoder's input: the start token (pad) and the target's labels but the last (</s>).
    EXPECT_EQ(out["target_token_ids"], g["target_token_ids"]);
    EXPECT_EQ(out["target_token_ids"][0], 327);
    ASSERT_EQ(out["encoder"].size(), 2u);
    ASSERT_EQ(out["decoder"].size(), 2u);
    for (std::size_t l = 0; l < 2; ++l) {
      expect_heads(out["encoder"][l], g["encoder"][l], "encoder " + std::to_string(l));
      expect_heads(out["decoder"][l]["self"], g["decoder"][l]["self"], "decoder self " + std::to_string(l));
      expect_heads(out["decoder"][l]["cross"], g["decoder"][l]["cross"], "cross " + std::to_string(l));
    }
    // Cross maps are target × source.
    EXPECT_EQ(out["decoder"][0]["cross"]["heads"][0]["weights"].size(), g["target_token_ids"].size());
    EXPECT_EQ(out["decoder"][0]["cross"]["heads"][0]["weights"][0].size(), g["token_ids"].size());
    expect_top(out["top_next"], g["top_next"]);
    EXPECT_FALSE(out.contains("output"));
  }
  {
    // Without a target: the greedy translation, and the maps of the decoder that made it.
    const std::string text = "The little dog sleeps…";
    const json& g = golden_case("marian-f32", text);
    const json out = compute({{"model", model}, {"text", text}, {"steps", 8}});
    EXPECT_EQ(out["output_ids"], g["greedy"]);
    EXPECT_EQ(out["target_token_ids"], g["target_token_ids"]);
    EXPECT_TRUE(out["output"].is_string());
    EXPECT_FALSE(out["output"].get<std::string>().empty());
    for (std::size_t l = 0; l < 2; ++l) {
      expect_heads(out["decoder"][l]["self"], g["decoder"][l]["self"], "greedy self " + std::to_string(l));
      expect_heads(out["decoder"][l]["cross"], g["decoder"][l]["cross"], "greedy cross " + std::to_string(l));
    }
    expect_top(out["top_next"], g["top_next"]);
  }
}

TEST_F(CliSeq2seq, T5AndBartTakeTheirTargets) {
  for (const std::string name : {"t5-f32", "flan-t5-bf16", "bart-f16"}) {
    const json& g = golden()["cases"][name == "t5-f32" ? 6 : name == "flan-t5-bf16" ? 8 : 10];
    ASSERT_EQ(g["model"], name);
    json c = {{"model", std::string(ATTN_SEQ2SEQ_FIXTURE_DIR "/") + name}, {"text", g["text"]}, {"target_text", g["target_text"]}};
    // The flan-t5 golden values are of float32 products.
    if (name == "flan-t5-bf16") c["precision"] = "float32";
    const json out = compute(c);
    EXPECT_EQ(out["token_ids"], g["token_ids"]) << name;
    EXPECT_EQ(out["target_token_ids"], g["target_token_ids"]) << name;
    expect_heads(out["decoder"][1]["cross"], g["decoder"][1]["cross"], name + " cross 1");
    expect_top(out["top_next"], g["top_next"]);
  }
}

TEST_F(CliSeq2seq, RefusesWhatTheModelCannotDo) {
  const std::string bert = ATTN_SEQ2SEQ_FIXTURE_DIR "/bert-f32";
  const std::string bare = ATTN_SEQ2SEQ_FIXTURE_DIR "/bert-base-f32";
  const std::string marian = ATTN_SEQ2SEQ_FIXTURE_DIR "/marian-f32";
  expect_refused("{\"model\": \"" + bert + "\", \"text\": \"a\", \"target_text\": \"b\"}", "\"target_text\" is for an encoder–decoder");
  expect_refused("{\"model\": \"" + bare + "\", \"text\": \"The [MASK] sat.\"}", "no masked-LM head");
  expect_refused("{\"model\": \"" + marian + "\", \"text\": \"a\", \"steps\": 0}", "\"steps\" must be");
  expect_refused("{\"model\": \"" + marian + "\", \"text\": \"a\", \"target_text\": 3}", "\"target_text\" must be a string");
  expect_refused("{\"model\": \"" + bert + "\", \"text\": \"a\", \"steps\": 3}", "\"steps\" is how many");
  // A bare BertModel still shows its maps.
  const json out = compute({{"model", bare}, {"text", "The cat sat on the mat."}});
  EXPECT_EQ(out["masked"].size(), 0u);
  EXPECT_EQ(out["layers"].size(), 2u);
}

// Vision models and the measures across layers through compute: {"model", "image"} returns
// tokens, every head, the top classes and rollout, as tests/data/vision/golden.json has
// them; "rollout", "flow", "lens" and "removal" add to a text model's answer what
// tests/data/layers/golden.json has.
class CliLayers : public CliSeq2seq {
 protected:
  static json golden_of(const std::string& file) {
    std::ifstream in(file);
    return json::parse(in);
  }
};

TEST_F(CliLayers, APictureGivesItsTokensHeadsClassesAndRollout) {
  const json g = golden_of(ATTN_VISION_FIXTURE_DIR "/golden.json");
  const json* expected = nullptr;
  for (const json& c : g["cases"]) {
    if (c["model"] == "vit-f32" && c["image"] == "images/cat.png") expected = &c;
  }
  ASSERT_NE(expected, nullptr);
  const json out = compute({{"model", ATTN_VISION_FIXTURE_DIR "/vit-f32"}, {"image", ATTN_VISION_FIXTURE_DIR "/images/cat.png"}});
  EXPECT_EQ(out["family"], "vit");
  EXPECT_EQ(out["tokens"], (*expected)["tokens"]);
  EXPECT_EQ(out["tokens"][0], "[CLS]");
  EXPECT_EQ(out["tokens"][1], "p(0,0)");
  EXPECT_EQ(out["grid"], (*expected)["grid"]);
  EXPECT_EQ(out["size"], (*expected)["size"]);
  ASSERT_EQ(out["layers"].size(), (*expected)["layers"].size());
  for (std::size_t l = 0; l < out["layers"].size(); ++l) {
    expect_heads(out["layers"][l], (*expected)["layers"][l], "layer " + std::to_string(l));
  }
  ASSERT_EQ(out["top_classes"].size(), 5u);
  for (std::size_t k = 0; k < 5; ++k) {
    EXPECT_EQ(out["top_classes"][k]["label"], (*expected)["top_classes"][k]["label"]);
    EXPECT_EQ(out["top_classes"][k]["id"], (*expected)["top_classes"][k]["id"]);
    EXPECT_NEAR(out["top_classes"][k]["p"].get<double>(), (*expected)["top_classes"][k]["p"].get<double>(), 1e-5);
  }
  ASSERT_EQ(out["rollout"].size(), (*expected)["rollout"].size());
  for (std::size_t l = 0; l < out["rollout"].size(); ++l) {
    for (std::size_t i = 0; i < out["rollout"][l].size(); ++i) {
      for (std::size_t j = 0; j < out["rollout"][l][i].size(); ++j) {
        ASSERT_NEAR(out["rollout"][l][i][j].get<double>(), (*expected)["rollout"][l][i][j].get<double>(), 1e-5);
      }
    }
  }
  // A DINOv2 folder without a classifier has no classes, and its positions are resized.
  const json dino = compute({{"model", ATTN_VISION_FIXTURE_DIR "/dinov2-bf16"}, {"image", ATTN_VISION_FIXTURE_DIR "/images/cat.png"}});
  EXPECT_FALSE(dino.contains("top_classes"));
  EXPECT_EQ(dino["grid"], json::array({4, 4}));
  EXPECT_EQ(dino["rollout"].size(), 2u);
}

TEST_F(CliLayers, ATextModelGivesRolloutFlowLensAndRemovalWhenAsked) {
  const json g = golden_of(ATTN_TEST_DATA_DIR "/layers/golden.json");
  const json& c = g["cases"][0];
  ASSERT_EQ(c["model"], "gpt2/tiny-f32");
  const json out = compute({{"model", std::string(ATTN_TEST_DATA_DIR) + "/gpt2/tiny-f32"},
                            {"text", c["text"]},
                            {"rollout", true},
                            {"flow", true},
                            {"lens", true},
                            {"removal", true}});
  ASSERT_EQ(out["token_ids"], c["token_ids"]);
  for (std::size_t l = 0; l < c["rollout"].size(); ++l) {
    for (std::size_t i = 0; i < c["rollout"][l].size(); ++i) {
      for (std::size_t j = 0; j < c["rollout"][l][i].size(); ++j) {
        ASSERT_NEAR(out["rollout"][l][i][j].get<double>(), c["rollout"][l][i][j].get<double>(), 1e-5);
      }
    }
  }
  EXPECT_EQ(out["flow"]["query"], c["flow"]["query"]);
  for (std::size_t j = 0; j < c["flow"]["values"].size(); ++j) {
    EXPECT_NEAR(out["flow"]["values"][j].get<double>(), c["flow"]["values"][j].get<double>(), 1e-5);
  }
  ASSERT_EQ(out["lens"]["layers"].size(), c["lens"].size());
  EXPECT_EQ(out["lens"]["first"], 0);
  const json& last = out["lens"]["layers"].back().back();
  EXPECT_EQ(last["top"][0]["id"], c["lens"].back().back()[0]["id"]) << "the last row is the model's own prediction";
  EXPECT_EQ(out["lens"]["layers"][0][0]["next_rank"], c["lens_rank"][0][0]);
  EXPECT_EQ(out["removal"]["predicted_id"], c["removal"]["predicted"]);
  for (std::size_t j = 0; j < c["removal"]["values"].size(); ++j) {
    EXPECT_NEAR(out["removal"]["without"][j].get<double>(), c["removal"]["values"][j].get<double>(), 1e-5);
  }
  // Without asking, none of them.
  const json plain = compute({{"model", std::string(ATTN_TEST_DATA_DIR) + "/gpt2/tiny-f32"}, {"text", c["text"]}});
  EXPECT_FALSE(plain.contains("rollout") || plain.contains("lens") || plain.contains("flow"));
}

// Rollout computed here in double from the heads a result gives ([{"heads": [{"weights"}]}]
// per layer, or that under `key`): Ã = ½·mean + ½·I, rows renormalised, multiplied up.
std::vector<std::vector<std::vector<double>>> rollout_of(const json& layers, const char* key = nullptr) {
  std::vector<std::vector<std::vector<double>>> out;
  std::vector<std::vector<double>> joint;
  for (const json& layer : layers) {
    const json& heads = (key != nullptr ? layer.at(key) : layer).at("heads");
    const std::size_t t = heads[0]["weights"].size();
    std::vector<std::vector<double>> a(t, std::vector<double>(t, 0.0));
    for (const json& h : heads) {
      for (std::size_t i = 0; i < t; ++i) {
        for (std::size_t j = 0; j < t; ++j) a[i][j] += h["weights"][i][j].get<double>() / (2.0 * static_cast<double>(heads.size()));
      }
    }
    for (std::size_t i = 0; i < t; ++i) {
      a[i][i] += 0.5;
      double sum = 0.0;
      for (const double v : a[i]) sum += v;
      for (double& v : a[i]) v /= sum;
    }
    if (joint.empty()) {
      joint = a;
    } else {
      std::vector<std::vector<double>> next(t, std::vector<double>(t, 0.0));
      for (std::size_t i = 0; i < t; ++i) {
        for (std::size_t k = 0; k < t; ++k) {
          for (std::size_t j = 0; j < t; ++j) next[i][j] += a[i][k] * joint[k][j];
        }
      }
      joint = next;
    }
    out.push_back(joint);
  }
  return out;
}

void expect_maps_near(const json& actual, const std::vector<std::vector<std::vector<double>>>& expected, const char* what) {
  ASSERT_EQ(actual.size(), expected.size()) << what;
  for (std::size_t l = 0; l < expected.size(); ++l) {
    ASSERT_EQ(actual[l].size(), expected[l].size()) << what;
    for (std::size_t i = 0; i < expected[l].size(); ++i) {
      for (std::size_t j = 0; j < expected[l][i].size(); ++j) {
        ASSERT_NEAR(actual[l][i][j].get<double>(), expected[l][i][j], 1e-5) << what << ", layer " << l + 1 << " (" << i << ", " << j << ")";
      }
    }
  }
}

TEST_F(CliLayers, AnEncoderDecodersRolloutsAreThoseWrittenApart) {
  const json g = golden_of(ATTN_TEST_DATA_DIR "/layers/golden.json");
  const json* bart = nullptr;
  for (const json& c : g["cases"]) {
    if (c["model"] == "seq2seq/bart-f16") bart = &c;
  }
  ASSERT_NE(bart, nullptr);
  const json out = compute({{"model", std::string(ATTN_TEST_DATA_DIR) + "/seq2seq/bart-f16"},
                            {"text", (*bart)["text"]},
                            {"target_text", (*bart)["target_text"]},
                            {"rollout", true}});
  ASSERT_EQ(out["token_ids"], (*bart)["source_ids"]);
  for (const char* key : {"encoder_rollout", "rollout", "cross_rollout"}) {
    const json& expected = (*bart)[key];
    ASSERT_EQ(out[key].size(), expected.size()) << key;
    for (std::size_t l = 0; l < expected.size(); ++l) {
      for (std::size_t i = 0; i < expected[l].size(); ++i) {
        for (std::size_t j = 0; j < expected[l][i].size(); ++j) {
          ASSERT_NEAR(out[key][l][i][j].get<double>(), expected[l][i][j].get<double>(), 1e-5) << key << ", layer " << l + 1;
        }
      }
    }
  }
}

TEST_F(CliLayers, AModelTrainedHereGivesItsRolloutsAndFlowWhenAsked) {
  const std::string translate = std::string(ATTN_SOURCE_DIR) + "/assets/models/translate.safetensors";
  const json out = compute({{"checkpoint", translate},
                            {"text", "the blue creature sees a small cat"},
                            {"target_text", "la créature bleue voit un petit chat"},
                            {"rollout", true},
                            {"flow", true}});
  expect_maps_near(out["encoder_rollout"], rollout_of(out["encoder"]), "the encoder's rollout");
  expect_maps_near(out["rollout"], rollout_of(out["decoder"], "self"), "the decoder's own rollout");
  // Through cross-attention: target rows, source columns; the source holds 1 − 2^−l of
  // each row after layer l (each layer halves what the decoder's own tokens carry).
  const json& through = out["cross_rollout"];
  ASSERT_EQ(through.size(), out["decoder"].size());
  for (std::size_t l = 0; l < through.size(); ++l) {
    ASSERT_EQ(through[l].size(), 8u);
    for (const json& row : through[l]) {
      ASSERT_EQ(row.size(), 7u);
      double sum = 0.0;
      for (const json& v : row) sum += v.get<double>();
      EXPECT_NEAR(sum, 1.0 - std::ldexp(1.0, -static_cast<int>(l + 1)), 1e-5);
    }
  }
  EXPECT_EQ(out["flow"]["query"], 7);
  EXPECT_EQ(out["flow"]["values"].size(), 8u);

  const json induction = compute({{"checkpoint", std::string(ATTN_SOURCE_DIR) + "/assets/models/induction.safetensors"},
                                  {"text", "q d m a h q d m a h q d"},
                                  {"rollout", true}});
  expect_maps_near(induction["rollout"], rollout_of(induction["decoder"], "self"), "a decoder's rollout");
  EXPECT_FALSE(induction.contains("cross_rollout") || induction.contains("flow"));
  expect_refused(json{{"checkpoint", translate}, {"text", "the cat"}, {"rollout", "yes"}}.dump(), "\"rollout\" must be true or false");
}

TEST_F(CliLayers, FlowAndRemovalRefuseMoreThan64TokensByName) {
  std::string text;
  for (int i = 0; i < 80; ++i) text += " cat";
  const std::string llama = std::string(ATTN_TEST_DATA_DIR) + "/decoders/llama3-bf16";
  expect_refused(json{{"model", llama}, {"text", text}, {"removal", true}}.dump(), "runs of the whole model");
  expect_refused(json{{"model", llama}, {"text", text}, {"flow", true}}.dump(), "64");
  // Rollout has no such limit.
  const json out = compute({{"model", llama}, {"text", text}, {"rollout", true}});
  EXPECT_EQ(out["rollout"].back().size(), out["tokens"].size());
}

TEST_F(CliLayers, BadPicturesAndMisplacedFieldsAreRefusedByName) {
  const std::string vit = ATTN_VISION_FIXTURE_DIR "/vit-f32";
  expect_refused(json{{"model", vit}, {"image", ATTN_VISION_FIXTURE_DIR "/images/not-an-image.png"}}.dump(),
                 "not a PNG or JPEG picture");
  expect_refused(json{{"model", vit}, {"image", ATTN_VISION_FIXTURE_DIR "/images/huge.png"}}.dump(), "60000×60000");
  expect_refused(json{{"model", vit}, {"image", ATTN_VISION_FIXTURE_DIR "/images/zero-size.png"}}.dump(), "0 pixels");
  expect_refused(json{{"model", vit}, {"text", "a cat"}}.dump(), "reads pictures");
  expect_refused(json{{"model", vit}, {"image", ATTN_VISION_FIXTURE_DIR "/images/cat.png"}, {"lens", true}}.dump(),
                 "logit lens");
  expect_refused(json{{"model", std::string(ATTN_TEST_DATA_DIR) + "/gpt2/tiny-f32"}, {"image", "x.png"}}.dump(),
                 "for a vision model");
  expect_refused(json{{"model", vit}, {"image", ATTN_VISION_FIXTURE_DIR "/images/cat.png"}, {"rollout", "yes"}}.dump(),
                 "\"rollout\" must be true or false");
  // A folder whose preprocessor names a filter PIL lacks.
  const std::string folder = path("vit");
  std::system(("cp -r '" + vit + "' '" + folder + "'").c_str());
  write("vit/preprocessor_config.json", R"({"resample": 9})");
  expect_refused(json{{"model", folder}, {"image", ATTN_VISION_FIXTURE_DIR "/images/cat.png"}}.dump(), "resampling 9");
}
