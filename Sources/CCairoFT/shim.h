#ifndef SDLVIEWS_CCAIROFT_SHIM_H
#define SDLVIEWS_CCAIROFT_SHIM_H
#include <ft2build.h>
#include FT_FREETYPE_H
#include <cairo.h>
#include <cairo-ft.h>
#endif
