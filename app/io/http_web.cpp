// http.hpp in the page: a page without threads cannot wait for an answer (the browser's
// fetch() answers on its own turn, after the frame that asked has returned), and every
// download here runs as one call that waits. Until downloads are made a turn at a time, the
// page refuses them by name; model folders come from the student's disk instead.
#include "io/http.hpp"
#include "io/http_common.hpp"
#include "io/i18n.hpp"

namespace attn::io::http {

bool downloads_available() { return false; }

Response perform(const Request& request, const Callbacks& /*callbacks*/) {
  detail::check_request(request);
  throw TransferError(tr("downloads are not available in the page: open a model folder from this "
                         "computer instead (File ▸ Open a model folder from this computer…), or use the desktop program"));
}

}  // namespace attn::io::http
