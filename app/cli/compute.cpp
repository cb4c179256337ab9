#include "cli/compute.hpp"

#include <iostream>
#include <iterator>
#include <sstream>
#include <stdexcept>

#include <filesystem>

#include "cli/pretrained_compute.hpp"
#include "cli/model_compute.hpp"
#include "io/atomic_file.hpp"
#include "io/case_json.hpp"
#include "io/i18n.hpp"
#include "io/platform.hpp"

namespace attn::cli {

int run_compute(const std::string& case_path, const std::string& result_path, std::ostream& out,
                std::ostream& err) {
  try {
    std::string text;
    if (case_path == "-") {
      text.assign(std::istreambuf_iterator<char>(std::cin), std::istreambuf_iterator<char>());
    } else {
      text = io::read_file(case_path);
    }
    const std::string source = case_path == "-" ? std::string(tr("standard input")) : "'" + case_path + "'";
    const nlohmann::json document = io::parse_json_text(text, source);
    std::string result;
    std::vector<std::string> warnings;
    if (is_pretrained_case(document)) {
      const std::string folder =
          case_path == "-" ? "" : io::platform::from_path(io::platform::to_path(case_path).parent_path());
      result = run_pretrained_case(document, folder).dump(1) + "\n";
    } else if (is_model_case(document)) {
      const std::string folder =
          case_path == "-" ? "" : io::platform::from_path(io::platform::to_path(case_path).parent_path());
      result = run_model_case(document, folder).dump(1) + "\n";
    } else {
      const AttentionCase c = io::case_from_json(document);
      const CaseResult r = run_case(c);
      result = io::result_to_json(c, r).dump(1) + "\n";
      warnings = r.trace.warnings;
    }
    if (result_path.empty()) {
      out << result;
    } else {
      io::write_file_atomic(result_path, result);
    }
    for (const std::string& w : warnings) err << fmt(tr("warning: {0}"), w) << "\n";
    return 0;
  } catch (const std::exception& e) {
    std::string message = e.what();
    for (char& ch : message) {
      if (ch == '\n') ch = ' ';  // one line, always
    }
    err << fmt(tr("error: {0}"), message) << "\n";
    return 2;
  }
}

}  // namespace attn::cli
