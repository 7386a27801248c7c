#ifndef SDLVIEWS_CCAIRO_SHIM_H
#define SDLVIEWS_CCAIRO_SHIM_H
#include <cairo.h>
#include <cairo-pdf.h>
#endif
