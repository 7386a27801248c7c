#ifndef SDLVIEWS_CDBUS_SHIM_H
#define SDLVIEWS_CDBUS_SHIM_H
// libdbus-1 (Debian's libdbus-1-dev): the AT-SPI bridge's D-Bus connection, without GLib or GTK.
#include <dbus/dbus.h>
#endif
