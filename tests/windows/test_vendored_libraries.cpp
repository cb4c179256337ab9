// The libraries the Windows build compiles from their sources (third_party/windows): each
// does, built by mingw-w64 and run under Wine, what the program asks of it on Linux.
#include <cstring>
#include <string>
#include <vector>

#include <GLFW/glfw3.h>
#include <gtest/gtest.h>
#include <imgui.h>
#include <pcre2.h>
#include <utf8proc.h>

namespace {

// GPT-2's pre-tokenizer pattern, as app/io/gpt2_tokenizer.cpp compiles it.
TEST(VendoredPcre2, SplitsTextAsGpt2sPreTokenizerDoes) {
  const char* pattern = R"('s|'t|'re|'ve|'m|'ll|'d| ?\p{L}+| ?\p{N}+| ?[^\s\p{L}\p{N}]+|\s+(?!\S)|\s+)";
  int error = 0;
  PCRE2_SIZE offset = 0;
  pcre2_code* code = pcre2_compile(reinterpret_cast<PCRE2_SPTR>(pattern), PCRE2_ZERO_TERMINATED,
                                   PCRE2_UTF | PCRE2_UCP, &error, &offset, nullptr);
  ASSERT_NE(code, nullptr) << "compile error " << error << " at " << offset;
  // Without a JIT compiler here, matching still works (the program ignores this result).
  (void)pcre2_jit_compile(code, PCRE2_JIT_COMPLETE);
  const std::string text = "Zoë's 123 leçons!";
  pcre2_match_data* match = pcre2_match_data_create_from_pattern(code, nullptr);
  std::vector<std::string> pieces;
  PCRE2_SIZE start = 0;
  while (start < text.size() &&
         pcre2_match(code, reinterpret_cast<PCRE2_SPTR>(text.data()), text.size(), start, 0, match, nullptr) > 0) {
    const PCRE2_SIZE* v = pcre2_get_ovector_pointer(match);
    pieces.push_back(text.substr(v[0], v[1] - v[0]));
    start = v[1];
  }
  pcre2_match_data_free(match);
  pcre2_code_free(code);
  EXPECT_EQ(pieces, (std::vector<std::string>{"Zoë", "'s", " 123", " leçons", "!"}));
}

TEST(VendoredUtf8proc, ComposesAndFoldsAsTokenizerNormalizersDo) {
  // "e" + U+0301 COMBINING ACUTE ACCENT composes to "é" (NFC).
  utf8proc_uint8_t* nfc = utf8proc_NFC(reinterpret_cast<const utf8proc_uint8_t*>("Zoe\xCC\x81"));
  ASSERT_NE(nfc, nullptr);
  EXPECT_STREQ(reinterpret_cast<char*>(nfc), "Zo\xC3\xA9");
  free(nfc);
  EXPECT_EQ(utf8proc_tolower(0x00C9), 0x00E9);  // É → é
  EXPECT_EQ(utf8proc_category(0x4E2D), UTF8PROC_CATEGORY_LO);  // 中: a letter
}

// Under Wine on an X display (scripts/build-windows runs this under xvfb-run): a hidden
// window with the OpenGL 3.3 core context the program asks for.
TEST(VendoredGlfw, OpensAWindowWithAnOpenGl33CoreContext) {
  ASSERT_EQ(glfwInit(), GLFW_TRUE) << "no display (run under xvfb-run)";
  glfwWindowHint(GLFW_VISIBLE, GLFW_FALSE);
  glfwWindowHint(GLFW_CONTEXT_VERSION_MAJOR, 3);
  glfwWindowHint(GLFW_CONTEXT_VERSION_MINOR, 3);
  glfwWindowHint(GLFW_OPENGL_PROFILE, GLFW_OPENGL_CORE_PROFILE);
  glfwWindowHint(GLFW_OPENGL_FORWARD_COMPAT, GLFW_TRUE);
  GLFWwindow* window = glfwCreateWindow(320, 240, "Attention Explorer", nullptr, nullptr);
  ASSERT_NE(window, nullptr);
  glfwMakeContextCurrent(window);
  EXPECT_GE(glfwGetWindowAttrib(window, GLFW_CONTEXT_VERSION_MAJOR) * 10 +
                glfwGetWindowAttrib(window, GLFW_CONTEXT_VERSION_MINOR),
            33);
  EXPECT_EQ(glfwGetWindowAttrib(window, GLFW_OPENGL_PROFILE), GLFW_OPENGL_CORE_PROFILE);
  glfwDestroyWindow(window);
  glfwTerminate();
}

TEST(VendoredImGui, TheVersionDebianShipsDrawsAFrame) {
  EXPECT_STREQ(IMGUI_VERSION, "1.86");
  ImGuiContext* context = ImGui::CreateContext();
  ImGuiIO& io = ImGui::GetIO();
  io.IniFilename = nullptr;
  io.DisplaySize = ImVec2(640, 480);
  io.DeltaTime = 1.0f / 60.0f;
  unsigned char* pixels = nullptr;
  int w = 0, h = 0;
  io.Fonts->GetTexDataAsRGBA32(&pixels, &w, &h);
  ASSERT_NE(pixels, nullptr);
  EXPECT_GT(w * h, 0);
  // A new window sizes itself on its first frame and is drawn from the second.
  for (int frame = 0; frame < 2; ++frame) {
    ImGui::NewFrame();
    ImGui::Begin("Attention");
    ImGui::TextUnformatted("Head 1: previous token");
    ImGui::End();
    ImGui::Render();
  }
  const ImDrawData* draw = ImGui::GetDrawData();
  ASSERT_NE(draw, nullptr);
  EXPECT_GT(draw->TotalVtxCount, 0);
  ImGui::DestroyContext(context);
}

}  // namespace
