#ifndef SDLVIEWS_CPIXMAN_SHIM_H
#define SDLVIEWS_CPIXMAN_SHIM_H
#include <pixman.h>
#endif
