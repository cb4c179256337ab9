// The program's --help names every family of the table (io/model_families.hpp) in what it
// says --model opens: the list is the table's, not a copy of it.
#include <cstdio>
#include <string>

#include <gtest/gtest.h>

#include "io/model_families.hpp"

namespace {

std::string output_of(const std::string& command) {
  std::string out;
  FILE* pipe = popen(command.c_str(), "r");
  if (pipe == nullptr) return out;
  char buffer[4096];
  for (std::size_t n = 0; (n = std::fread(buffer, 1, sizeof buffer, pipe)) > 0;) out.append(buffer, n);
  pclose(pipe);
  return out;
}

TEST(Help, TheModelOptionNamesEveryFamily) {
  const std::string help = output_of("'" + std::string(ATTN_EXE) + "' --help 2>&1 </dev/null");
  const std::size_t model = help.find("--model");
  ASSERT_NE(model, std::string::npos) << help;
  // The option's text, up to the next option.
  const std::string text = help.substr(model, help.find("\n  -", model) - model);
  for (const attn::io::FamilyRow& row : attn::io::family_table()) {
    EXPECT_NE(text.find(row.name), std::string::npos) << row.name << " is missing from: " << text;
  }
}

}  // namespace
