#include "config.h"
#include "mst-card-set.h"
const MstCardSet mst_sk_card_set = { 0 };
