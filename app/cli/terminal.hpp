// A progress bar redrawn in place on a terminal: "[#########---------] TEXT".
#pragma once

#include <iosfwd>
#include <string>

namespace attn::cli {

// `fraction` from 0 to 1.
void draw_bar(std::ostream& err, double fraction, const std::string& text);

}  // namespace attn::cli
