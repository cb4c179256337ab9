// `attention-explorer compute CASE.json [-o RESULT.json]`: JSON in, JSON out, no display.
#pragma once

#include <iosfwd>
#include <string>

namespace attn::cli {

// Runs one case. Returns 0 on success; on bad input prints one line naming the problem
// to `err`, writes no result file and returns 2. case_path "-" reads standard input;
// an empty result_path writes the result to `out`.
int run_compute(const std::string& case_path, const std::string& result_path, std::ostream& out,
                std::ostream& err);

}  // namespace attn::cli
