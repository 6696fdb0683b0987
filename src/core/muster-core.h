/* muster-core.h: the engine of Muster, with no GTK.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "mst-catalogue.h"
#include "mst-command.h"
#include "mst-error.h"
#include "mst-finding.h"
#include "mst-force.h"
#include "mst-force-file.h"
#include "mst-force-view.h"
#include "mst-general.h"
#include "mst-history.h"
#include "mst-library.h"
#include "mst-nation-list.h"
#include "mst-paths.h"
#include "mst-rules.h"
#include "mst-types.h"
#include "mst-unit.h"
#include "mst-unit-template.h"
#include "mst-validate.h"
