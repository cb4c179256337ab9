#include "cli/terminal.hpp"

#include <algorithm>
#include <ostream>

namespace attn::cli {

void draw_bar(std::ostream& err, double fraction, const std::string& text) {
  constexpr int kWidth = 30;
  const int filled = static_cast<int>(std::clamp(fraction, 0.0, 1.0) * kWidth);
  err << "\r[" << std::string(static_cast<std::size_t>(filled), '#')
      << std::string(static_cast<std::size_t>(kWidth - filled), '-') << "] " << text << "   " << std::flush;
}

}  // namespace attn::cli
