// Dear ImGui from Debian's libimgui-dev (pkg-config imgui), for the bench's
// C++ comparator (CImGuiBench) only; imgui.h is C++, so Swift never imports this.
#include <imgui.h>
