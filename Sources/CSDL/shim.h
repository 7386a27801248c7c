#ifndef SDLVIEWS_CSDL_SHIM_H
#define SDLVIEWS_CSDL_SHIM_H
#define SDL_MAIN_HANDLED 1
#include <SDL.h>
#include <SDL_ttf.h>
// SDL_image is not here: SDLViews opens it when it first needs it (CSDLImage).
#endif
