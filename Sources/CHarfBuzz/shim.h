#ifndef SDLVIEWS_CHARFBUZZ_SHIM_H
#define SDLVIEWS_CHARFBUZZ_SHIM_H
#include <hb.h>
#include <hb-ot.h>
#endif
