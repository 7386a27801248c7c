#ifndef SDLVIEWS_CSPEECHD_SHIM_H
#define SDLVIEWS_CSPEECHD_SHIM_H
// speech-dispatcher's client library (Debian's libspeechd-dev): self-voicing narration.
#include <libspeechd.h>
#endif
