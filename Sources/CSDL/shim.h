#ifndef SDLVIEWS_CSDL_SHIM_H
#define SDLVIEWS_CSDL_SHIM_H
#define SDL_MAIN_HANDLED 1
#include <SDL.h>
#include <SDL_ttf.h>
#include <SDL_image.h>
#endif
