// `attention-explorer download ORG/NAME [--revision R] [--endpoint URL]`: fetches the files
// of a model that the family readers need into the Hugging Face cache (io/hf_download.hpp),
// with a bar redrawn on standard error when it is a terminal and one line per file on
// standard output otherwise, and prints the snapshot's folder as the last line of standard
// output.
#pragma once

#include <iosfwd>
#include <string>

namespace attn::cli {

struct DownloadOptions {
  std::string repo;      // ORG/NAME or ORG/NAME@REVISION
  std::string revision;  // --revision; "" for the one in `repo`, else main
  std::string endpoint;  // --endpoint; "" for HF_ENDPOINT, else https://huggingface.co
  bool progress = false; // draw the bar (standard error is a terminal)
};

// 0 when the snapshot is in the cache; otherwise one message naming the problem on `err`
// and 2. Ctrl+C stops it (what arrived is kept, to resume) and returns 2.
int run_download(const DownloadOptions& options, std::ostream& out, std::ostream& err);

}  // namespace attn::cli
