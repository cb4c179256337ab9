// hub-test-server: the test Hub (hub_server.hpp) as a program, for the tests that start
// the real executable (shell tests, the window's end-to-end test, the Wine test).
//
//   hub-test-server --repo gpt2=tests/data/gpt2/tiny-f32 --port-file /tmp/hub.url &
//   HF_ENDPOINT=$(cat /tmp/hub.url) attention-explorer download gpt2
//
// It writes ENDPOINT_URL and a newline to the port file once both ports listen, prints
// nothing on stdout (but --help), and stops cleanly on SIGTERM or SIGINT (exit 0). Bad
// flags: a message on stderr, exit 2; a folder it cannot serve: exit 1.
#include <signal.h>

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "hub_server.hpp"

namespace {

using attn::testing::HubOptions;
using attn::testing::HubRepoFolder;

const char kUsage[] =
    "Usage: hub-test-server [FLAGS]\n"
    "Serves model folders on 127.0.0.1 as the Hugging Face Hub serves repositories.\n"
    "  --repo ID[@REV]=FOLDER   serve FOLDER as repository ID (ORG/NAME or NAME) at branch\n"
    "                           main, or at the branch or tag REV (repeatable)\n"
    "  --gated ID=TOKEN         ID answers 401 without 'Authorization: Bearer TOKEN', 403\n"
    "                           with another token (repeatable)\n"
    "  --port-file FILE         write the endpoint's URL and a newline once listening\n"
    "  --log FILE               one JSON line per request\n"
    "Faults:\n"
    "  --cut-after N            the first GET of each CDN file: N bytes, then the\n"
    "                           connection closes\n"
    "  --corrupt NAME           the file NAME is served with one byte changed\n"
    "  --fail500 N              the first N requests answer 500\n"
    "  --stall-after N          every CDN GET: N bytes, then nothing\n"
    "  --redirect-loop          large files redirect in a loop\n"
    "  --evil-names             lists also name ../evil.json and /tmp/absolute.json\n"
    "  --rate BYTES_PER_SECOND  CDN bodies no faster\n";

std::int64_t count_of(const std::string& flag, const std::string& value) {
  std::size_t used = 0;
  long long n = -1;
  try {
    n = std::stoll(value, &used);
  } catch (const std::exception&) {
    used = 0;
  }
  if (used != value.size() || n < 0) throw std::invalid_argument(flag + " takes a number of 0 or more, not '" + value + "'");
  return n;
}

bool valid_repo_id(const std::string& id) {
  const auto slash = id.find('/');
  if (id.empty() || id.front() == '/' || id.back() == '/') return false;
  return slash == std::string::npos || id.find('/', slash + 1) == std::string::npos;
}

// "ID=VALUE" (VALUE may hold '=')
std::pair<std::string, std::string> split_assignment(const std::string& flag, const std::string& text) {
  const auto equals = text.find('=');
  if (equals == std::string::npos || equals + 1 == text.size()) {
    throw std::invalid_argument(flag + " takes ID=VALUE, not '" + text + "'");
  }
  return {text.substr(0, equals), text.substr(equals + 1)};
}

HubOptions parse(const std::vector<std::string>& args, std::string& port_file, bool& help) {
  HubOptions options;
  for (std::size_t i = 0; i < args.size(); ++i) {
    std::string flag = args[i], value;
    const auto equals = flag.find('=');
    const bool inline_value = flag.rfind("--", 0) == 0 && equals != std::string::npos;
    if (inline_value) {
      value = flag.substr(equals + 1);
      flag.resize(equals);
    }
    if (flag == "--help" || flag == "-h") {
      help = true;
      continue;
    }
    if (flag == "--redirect-loop" || flag == "--evil-names") {
      if (inline_value) throw std::invalid_argument(flag + " takes no value");
      (flag == "--redirect-loop" ? options.faults.redirect_loop : options.faults.evil_names) = true;
      continue;
    }
    static const std::vector<std::string> kWithValue = {"--repo", "--gated", "--port-file", "--log",
                                                        "--cut-after", "--corrupt", "--fail500",
                                                        "--stall-after", "--rate"};
    if (std::find(kWithValue.begin(), kWithValue.end(), flag) == kWithValue.end()) {
      throw std::invalid_argument("unknown flag '" + args[i] + "'");
    }
    if (!inline_value) {
      if (i + 1 == args.size()) throw std::invalid_argument(flag + " needs a value");
      value = args[++i];
    }
    if (flag == "--repo") {
      const auto [id_revision, folder] = split_assignment(flag, value);
      HubRepoFolder repo;
      const auto at = id_revision.find('@');
      repo.repo = id_revision.substr(0, at);
      if (at != std::string::npos) repo.revision = id_revision.substr(at + 1);
      if (!valid_repo_id(repo.repo) || repo.revision.empty()) {
        throw std::invalid_argument("--repo takes ORG/NAME[@REV]=FOLDER or NAME[@REV]=FOLDER, not '" + value + "'");
      }
      repo.folder = folder;
      options.repos.push_back(repo);
    } else if (flag == "--gated") {
      const auto [id, token] = split_assignment(flag, value);
      options.gated[id] = token;
    } else if (flag == "--port-file") {
      port_file = value;
    } else if (flag == "--log") {
      options.log_file = value;
    } else if (flag == "--cut-after") {
      options.faults.cut_after = count_of(flag, value);
    } else if (flag == "--corrupt") {
      options.faults.corrupt = value;
    } else if (flag == "--fail500") {
      options.faults.fail500 = static_cast<int>(count_of(flag, value));
    } else if (flag == "--stall-after") {
      options.faults.stall_after = count_of(flag, value);
    } else if (flag == "--rate") {
      options.faults.rate = static_cast<std::uint64_t>(count_of(flag, value));
    }
  }
  if (options.repos.empty() && !help) throw std::invalid_argument("no --repo: nothing to serve");
  return options;
}

// Written beside, then renamed: a test that polls for the file never reads half of it.
void write_port_file(const std::string& path, const std::string& endpoint) {
  const std::string part = path + ".part";
  {
    std::ofstream out(part, std::ios::trunc);
    out << endpoint << '\n';
    if (!out.flush()) throw std::runtime_error("cannot write the port file " + path);
  }
  if (std::rename(part.c_str(), path.c_str()) != 0) throw std::runtime_error("cannot write the port file " + path);
}

}  // namespace

int main(int argc, char** argv) {
  // SIGTERM and SIGINT go to sigwait below, not to any of the servers' threads (which
  // inherit this mask); a client that goes away must not end the program.
  sigset_t stop_signals;
  sigemptyset(&stop_signals);
  sigaddset(&stop_signals, SIGTERM);
  sigaddset(&stop_signals, SIGINT);
  pthread_sigmask(SIG_BLOCK, &stop_signals, nullptr);
  signal(SIGPIPE, SIG_IGN);

  std::string port_file;
  bool help = false;
  HubOptions options;
  try {
    options = parse(std::vector<std::string>(argv + 1, argv + argc), port_file, help);
  } catch (const std::exception& e) {
    std::cerr << "hub-test-server: " << e.what() << "\n(hub-test-server --help lists the flags)\n";
    return 2;
  }
  if (help) {
    std::cout << kUsage;
    return 0;
  }
  try {
    attn::testing::HubServer server(std::move(options));
    if (!port_file.empty()) write_port_file(port_file, server.endpoint());
    int signal_number = 0;
    sigwait(&stop_signals, &signal_number);
    server.stop();
  } catch (const std::exception& e) {
    std::cerr << "hub-test-server: " << e.what() << '\n';
    return 1;
  }
  return 0;
}
