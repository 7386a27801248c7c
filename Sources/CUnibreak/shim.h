#ifndef SDLVIEWS_CUNIBREAK_SHIM_H
#define SDLVIEWS_CUNIBREAK_SHIM_H
#include <linebreak.h>
#endif
