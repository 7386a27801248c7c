#ifndef SDLVIEWS_CHARFBUZZ_SHIM_H
#define SDLVIEWS_CHARFBUZZ_SHIM_H
#include <hb.h>
#include <hb-ot.h>
/* HarfBuzz over FreeType's hinted advances: plain lines are placed as SDL_ttf places them (PlainGlyphLayout). */
#include <hb-ft.h>
#endif
