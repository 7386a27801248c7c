#ifndef SDLVIEWS_CFONTCONFIG_SHIM_H
#define SDLVIEWS_CFONTCONFIG_SHIM_H
#include <fontconfig/fontconfig.h>
#endif
