#include "cli/download.hpp"

#include <atomic>
#include <chrono>
#include <ostream>

#include "cli/terminal.hpp"
#include "io/download_text.hpp"
#include "io/hf_download.hpp"
#include "io/i18n.hpp"
#include "io/platform.hpp"

namespace attn::cli {
namespace {

std::atomic<bool> g_stop{false};
void ask_to_stop() { g_stop = true; }

// What is printed as the download goes: the bar, or a line each time a file is done.
class Printer {
 public:
  Printer(std::ostream& out, std::ostream& err, bool bar) : out_(out), err_(err), bar_(bar) {}

  void operator()(const io::DownloadProgress& p) {
    using S = io::DownloadProgress::FileState;
    if (p.files.size() > printed_.size()) printed_.resize(p.files.size(), false);
    for (std::size_t i = 0; i < p.files.size(); ++i) {
      const io::DownloadProgress::File& f = p.files[i];
      if (printed_[i] || (f.state != S::Done && f.state != S::AlreadyThere)) continue;
      printed_[i] = true;
      if (bar_) {
        err_ << "\r" << std::string(78, ' ') << "\r" << io::file_progress_text(f) << "\n";
      } else {
        out_ << io::file_progress_text(f) << "\n" << std::flush;
      }
    }
    if (bar_ && p.bytes > 0) {
      draw_bar(err_, static_cast<double>(p.done) / static_cast<double>(p.bytes), io::progress_text(p));
      drawn_ = true;
    } else if (!bar_ && p.stage != stage_ && p.retrying) {
      out_ << p.stage << "\n" << std::flush;  // a retry is worth a line in a log
    }
    stage_ = p.stage;
  }

  void end_bar() {
    if (drawn_) err_ << "\n";
    drawn_ = false;
  }

 private:
  std::ostream& out_;
  std::ostream& err_;
  bool bar_;
  bool drawn_ = false;
  std::vector<bool> printed_;
  std::string stage_;
};

}  // namespace

int run_download(const DownloadOptions& o, std::ostream& out, std::ostream& err) {
  io::RepoRevision what;
  try {
    what = io::parse_repo_revision(o.revision.empty() ? o.repo : o.repo + "@" + o.revision);
  } catch (const std::exception& e) {
    err << "attention-explorer download: " << e.what() << "\n";
    return 2;
  }
  const io::HubSettings settings = io::HubSettings::from_environment(o.endpoint);
  Printer printer(out, err, o.progress);
  g_stop = false;
  io::platform::on_stop_request(&ask_to_stop);
  const auto start = std::chrono::steady_clock::now();
  try {
    const io::DownloadResult r = io::download_model(
        settings, what, [&](const io::DownloadProgress& p) { printer(p); }, &g_stop);
    printer.end_bar();
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    if (r.bytes_fetched > 0) {
      const auto per_second = static_cast<std::uint64_t>(static_cast<double>(r.bytes_fetched) / std::max(seconds, 1e-3));
      out << fmt(tr("fetched {0} in {1} ({2}/s)"), io::bytes_text(r.bytes_fetched), io::duration_text(seconds),
                 io::bytes_text(per_second))
          << "\n";
    } else {
      out << fmt(tr("nothing to fetch: {0} is in the cache"), r.repo) << "\n";
    }
    out << r.snapshot << "\n";
    return 0;
  } catch (const io::DownloadCancelled&) {
    printer.end_bar();
    err << "attention-explorer download: "
        << fmt(tr("stopped; what arrived is kept in {0}, and the same command resumes it"), settings.cache) << "\n";
  } catch (const std::exception& e) {
    printer.end_bar();
    err << "attention-explorer download: " << e.what() << "\n";
  }
  return 2;
}

}  // namespace attn::cli
