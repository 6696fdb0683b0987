#!/usr/bin/env python3
# Writes ui/mst-help-window.ui, the in-app user guide, from the text below.
# SPDX-License-Identifier: GPL-3.0-or-later
import html
topics = [
 ("building", "Building a Force", [
  "A force is built from one nation list. Choose <b>New Force</b>, pick the rule set and the list — search by name, war or period — and give the force a name.",
  "The <b>force commander</b> leads the whole force. Below him each <b>sub-general</b> has a command of units. Add sub-generals, then add units to each command from the list’s units: the picker shows each unit’s type, doctrines and resilience thresholds (Lackluster / Steady / Determined; a dash is a grade the unit cannot have).",
  "Give each unit your own name, its number of bases and its weapon. Doctrines printed in brackets in the list are optional: switch them on where your unit uses them. Move a unit to another command by dragging it or from its menu; duplicate a unit or a whole command to build quickly.",
  "Every change is saved as you make it, and every change can be undone with <b>Ctrl+Z</b> and redone with <b>Ctrl+Shift+Z</b>. Forces can be exported to and imported from <tt>.muster</tt> files.",
 ]),
 ("pools", "The Pools", [
  "Muster counts the dice pools the rules derive from a force and keeps them in view as you edit.",
  "<b>Supply dice</b>: 2 dice, plus one per general (the force commander included), plus one per Exceptional general, less one per Incompetent general. The pool is fixed at the start of the game and lost with the baggage camp.",
  "<b>Scouting pool</b>: one die per general, one per cavalry unit, one per unit able to take Open formation (light foot, irregular foot, irregular cavalry and any unit with the OPEN doctrine), plus one per Exceptional and less one per Incompetent general. A unit that is both cavalry and open-capable counts twice. One supply die may be added when rolling.",
  "<b>Turn initiative</b>: one die per general still on the table, plus one per Exceptional, less one per Incompetent.",
  "<b>Command distance</b>: an Incompetent general commands within 8 BW, a Competent one 10 BW, an Exceptional one 12 BW; the force commander’s direct command of a unit reaches 5 BW.",
  "With the optional general types switched off for a force, every general counts as Competent.",
 ]),
 ("findings", "The Findings", [
  "Muster checks a force against the rules as you build it and lists what it finds, each with the rule it comes from. Findings warn; they never stop you saving a force. Activate a finding to select the unit, general or command it concerns.",
  "<b>Structure</b>: every unit must belong to a sub-general’s command; a command of a single unit breaks as soon as it is down to its last unit; the defender deploys two commands first, so a force needs at least two sub-generals.",
  "<b>Doctrines</b>: a unit carries only the doctrines its list gives it; two-rank firing (2RK) only where the list grants it; artillery is never Zealous; irregulars are never Guard.",
  "<b>Strength</b>: a unit breaks when it is down to a single base, artillery excepted.",
 ]),
 ("deployment", "Deployment and the Table", [
  "<b>Scouting initiative</b>: each side rolls its scouting pool, with one supply die if it chooses. The higher total is the attacker. A tie is rolled again with one die a side and no supply die. A list that is always the defender (the Mapuche) is the defender without a roll.",
  "The defender deploys two commands first, then the sides place one command at a time. The baggage camp goes down with the first command; the force commander with the last.",
  "<b>Resilience after deployment</b>: each unit rolls one die and takes the best grade whose threshold the die meets: thresholds “1+ / 4+ / —” mean 1–3 Lackluster and 4–6 Steady. Zealous is a doctrine, not a grade, and is not rolled. The grade and its die are kept with the force and printed on its cards; rolling again can be undone.",
  "<b>Test tables</b>: Rule Set Tables shows every rule set’s tests and charts in one window. The resilience test and the hold test add up every situation you switch on (a general near counts once for each), roll 2D6 or 1D12 with or without a supply die, or read the score you threw, and give the outcome; the Charts page prints the Resilience Situation Adjustment, Resilience Outcomes and Hold Test tables. In a game, a unit’s Resilience Test and Hold Test fill in what the game knows.",
  "<b>The odds</b>: every test shows the exact chance of each outcome beside Throw, counted through every way the dice can fall, and the scouting window each side’s chance of being the attacker. <b>Compare With…</b> in the force menu sets the open force beside another of its rule set: strength, pools, scouting odds and findings.",
  "<b>Supply die in a test</b>: a supply die may be added to any throw, tests included; it is a D6 thrown with the test, so the score may pass 12. Rows that cannot both be true of one unit (Determined and Lackluster; at three quarters of its strength or more and at half or less) are refused, never added up. The outcome shows once a score is rolled or typed in.",
  "<b>Weapons and shooting</b>: a weapon the list does not give is a finding (position artillery where the list gives field artillery only, carbines without CARBINE, guns on foot or cavalry). A unit always shoots at least 2D6, so a 1-base battery shoots 2D6. Against a unit with a light company (LCOY) shooters lose 1 die (formed ones only without LCOY, artillery never), and shooters without LCOY that fire at it test at −1.",
  "<b>Playing a game</b>: Play a Game in the force menu keeps the game at the table: each unit’s hits and the bases they remove, its grade, broken or forced to retire, each general’s fate, the supply dice left, the turn and each turn’s initiative roll. Every change can be undone and is saved at once; the game resumes where it was after a restart. A unit’s tests open with what the game knows already ticked (its grade, Zealous, Guard, hits this turn, losses, the generals marked within 3 BW). At the end of each turn Muster asks for a resilience test from each unit that took hits or stands at half strength or less. Finishing a campaign force’s game fills in the campaign’s battle form.",
 ]),
 ("printing", "Printing Roster Cards", [
  "Muster prints a card for every unit and every general, and a force sheet with the command structure, the supply dice to tick off, the pools, the baggage camp, the Resilience Situation Adjustment and Outcomes tables, the Hold Test, what each grade does and the doctrines on the cards. A unit’s card carries the rules of its type and boxes to tick once a game: first volley, first melee, volleys, charges, unloaded.",
  "Choose 4 cards a page, 9 poker-size cards a page, or the roster: the whole force on a page for your opponent and the organiser. Print on A4 or US Letter, with crop marks if you cut them out, or a bleed for a print shop. Every card of a kind is set in one size; what does not fit a card continues on a follow-on card, and anything still too long is named above the preview. Print at 100 %: the bar at the foot of every page is 10 mm long.",
 ]),
 ("sharing", "Sharing a Force", [
  "<b>Copy as Text</b> (<b>Ctrl+Shift+C</b>, in the force’s menu) puts the force on the clipboard as a roster to paste into a forum or a chat: the force, its rule set and list with the list’s version, each general with his ratings, each unit with its template, bases, weapon and doctrines, then the pools and findings. <b>Export as Text</b> writes the same roster to a file, plain or in Markdown.",
  "<b>Copy Share Code</b> puts the whole force in one line of letters and digits, starting with <tt>muster1.</tt>, that survives being pasted anywhere. It carries a checksum: a code that was cut short or changed is refused, and so is one made by a newer Muster.",
  "<b>Paste Roster or Share Code</b> (<b>Ctrl+Shift+V</b>, in the main menu) adds the force on the clipboard to your library and opens it. A roster line Muster cannot read is named by its number, and nothing is added.",
  "Drag a force out of the library onto the desktop or into a file manager to get its <tt>.muster</tt> file.",
 ]),
 ("campaigns", "Campaigns", [
  "A campaign follows the same forces across many battles. After each battle record the result, the resilience rolled, the supply dice spent, the bases each unit lost, the units broken and the fate of each general. Units start the next battle with what they kept.",
  "Between battles record reinforcements, new and disbanded units, replaced generals and units re-graded to another entry of their list. Every change is kept in the force’s history, and Muster can show the force as it stood before any battle.",
  "Select a battle, in the campaign’s list or in a force’s history, to read it back in full: the result and the force’s role, the supply dice spent, what each unit lost, what became of each general, and the notes. The battle form starts from the role the scouting roll gave the force, and does not ask about a general lost in an earlier battle until he is replaced.",
  "<b>Club Server</b>: a club can keep its campaigns on a PostgreSQL server. In <b>Preferences</b> give its address (<tt>postgresql://LOGIN@HOST:PORT/DATABASE</tt>) and your password: the password is kept in your keyring, never in plain text; without a keyring Muster says so and asks for it once each session. The server’s campaigns then appear beside yours, under its host name and marked with it. Open one to follow it: when another player records a battle it shows at once. <b>Record a Battle…</b> on your own force there sends the battle to the server; if someone changed that force since you opened the form, Muster says so, shows the campaign as it now is and keeps what you entered, so you can record it again. Changes between battles on your force there are sent the same way, from its page: if someone changed the force meanwhile, Muster says so and shows it as it now is, and nothing is half made. <b>Publish to Server</b>, in a campaign’s menu, moves one of yours there, its forces, battles and history, once you confirm; if the server refuses or cannot be reached nothing is lost. A server that cannot be reached leaves your own campaigns shown, with a banner naming it; the server’s campaigns you have opened before are then shown from the copy kept on this computer, marked with its date, and a battle or change you make on them meanwhile is queued and sent when the server can be reached again, and one that someone else’s change overtook is said and kept in the queue.",
 ]),
 ("skirmish", "Napoleonic Skirmish", [
  "In <b>Napoleonic Skirmish</b> every figure is one man. Choose the rule set in <b>New Force</b>, then the French or the Allied list: the list sets the side, and with it the cards that move its units (black for the French, red for the Allies).",
  "A force is one list of units: basic units of foot or horse, guns and command groups, added with <b>Add Unit</b>. Open a unit to set its leader’s rank, its weapon and formation, and how many officers, NCOs, key figures and privates it has. The Commander-in-Chief is the leader of highest rank (General, Colonel, Major, Captain, Lieutenant, NCO); two of the same highest rank are a finding.",
  "Beside each unit Muster shows what the charts give it: its movement dice by formation, its firing row with the hits it scores at its strength, the close-in and stand-and-fight numbers and its morale numbers with and without a leader, the figure count at which it turns critical, its close-combat modifiers and its breaching turns; for a gun, how many figures it fires as with the crew it has.",
  "The findings check the side, a unit’s size (20 figures on foot, 12 mounted, a gun and 4 crew), its officer and NCO, a gun’s crew, the formations its type can take, and the Commander-in-Chief.",
  "The roster cards give each basic unit a card of its charts and a second card of its figures to tick: lightly and heavily wounded, killed, captured and ran, with pinned, shaken, critical and routed for the unit. Guns and leaders have cards of their own, and the side sheet lists the units, the Commander-in-Chief, the major morale rule and the joker charts. <b>Test Tables</b> throws every chart of the game.",
  "Where the rules leave a gap, Muster reads them so: a basic unit is 2 leaders and 18 privates (12 figures mounted); muskets by default, rifles for light troops where the list says, carbines for horse, pistols for officers; each unit tests major morale against its own number; a close-combat loser who throws 7–10 runs; Ace, King, Queen and Jack kill; a volley draws one card per figure at risk; a gun’s ball is its long range and grapeshot its short.",
  "Where Muster’s own notes on these rules and the rules’ text disagree, the rules’ text wins: an officer fires his pistol apart from his unit, so a company’s hits count its muskets alone; a unit is critical below half of the figures it was fielded with, not a standard unit’s; grapeshot scores the musket row’s hits rounded down, then doubled, so its hits are always even; a British gun firing ball at a Class II target reads the Class I row, and its card says so; a gun’s card and values give its breaching shots with ball and grapeshot.",
 ]),
 ("brigade", "Brigade Command", [
  "<b>Brigade Command</b> is the brigade-level game of a set of quick-reference sheets: commanders rated Poltroon to Charismatic, regiments by training (Green to Elite) and morale class (Impetuous to Arrogant), orders from Assault to Retire. Its tests and charts open from the main menu, <b>Rule Set Tables</b>, <b>Brigade Command</b>, with or without a force of it open.",
  "A force has four levels: the army or corps commander, divisions, brigades and regiments. Choose the rule set in <b>New Force</b>, then a nation: the sheets give no army lists, so a nation’s list is its troop types, each with a training and a morale class to change for your scenario, five stands to a regiment and a gun with a crew of four to a battery. Add divisions, brigades under them and regiments in the brigades; a brigade can be moved to another division, and removing a division keeps its brigades. Give every commander a rating: beside him Muster shows his command radius, how many he may have under command and how many he has. Beside each regiment it shows its firing and melee dice, its Basic Factor, its stands, its firing dice at its strength, its weapon’s ranges, how it wheels and forms square, and whether it may charge in column (French infantry only).",
  "The findings check a commander with more under him than his rating allows or with no rating, a regiment in no brigade, a brigade in no division when there is more than one, the levels (a brigade under a division, a division under the army commander), a regiment’s training and morale class, a charge in column by other than French infantry, a weapon not of its arm, and, once you set orders, orders that do not fit those of the division or brigade above them, as the sheets’ orders tables have it.",
  "The roster cards give each regiment a card of its own: its training and morale class with its Basic Factor, its dice, its weapon’s ranges, a box for each stand, its condition and its orders to tick, its movement by formation and terrain, and its own rows of the Out of Command, Attacker’s and Defender’s Resolve, Charge Morale and Morale tables. A battery’s card adds its gun’s ranges, its crew and its Artillery Firing block. Each commander has a card with his rating, radius and load, those under him and his orders; each brigade has a Brigade Card for the activation deck, with a Random Event card; and the force sheet carries the results keys, the morale modifiers, the orders tables and the turn sequence. A cell the sheets’ text lost is printed with a ? and its note.",
  "In a campaign, a commander may be killed, wounded or captured, and a regiment routed or destroyed: killed and captured commanders are lost to the force until replaced; a wounded one misses the rest of that battle. Losses and reinforcements between battles are counted in stands.",
  "The tests are those the sheets give: out of command, the ordinary morale test (2D10, a 0 counted as 10, below the Basic Factor, then the Morale Table by how much it failed), the attacker’s and the defender’s resolve, charge morale, musketry, artillery fire and melee. Their one-D10 throws read the die 0 to 9: the face marked 0 reads 0.",
  "The sheets’ text came to Muster damaged in places. Every cell it could not read for certain is marked (?) in the charts, with a note saying what survived and how Muster reads it, and a test that lands on one says so. A letter the sheet lost is never made up: the test says it was lost. If you own the printed sheets, copy the tables file into your data folder’s <tt>nations/brigade-command/</tt> and key in the right values; the tables window then says it shows your own file.",
  "Where the sheets leave a gap, Muster reads them so: a morale score equal to the Basic Factor fails, read with the 1–4 band; the Morale Table’s last band, printed 11–20, is 17–20; Elite melee dice are kept as printed (4D10, 5D10 expected); the first three melee columns, whose headings were lost, are read as infantry against infantry, infantry against cavalry and cavalry against infantry; “Novice” in the Out of Command Table is Trained; “Raw” troops are marked on the regiment until their first time under fire; “units under command” are those directly under a commander; commander casualties and their replacement are in pages the sheets do not have, so a campaign records only what became of a commander.",
 ]),
 ("revolutionary", "Revolutionary Wars", [
  "<b>Revolutionary Wars</b> gives a player a division: a divisional general over brigades, each of battalions made of platoons, one base each. A battalion is an infantry battalion, a cavalry squadron or an artillery battery; its platoons are counted by kind (line, light, mob or skirmish infantry, line, light or skirmish cavalry, field or regimental artillery, limbers), one of them its Centre Platoon, and regimental artillery stands for its battalion guns.",
  "The rules name the seventeen values of a battalion’s card but print none of them, so every value is the list’s. Muster ships one list, <b>Sample battalions</b>, whose every value is an example: its cards, its rows and its notes say so. Make your own cards in <b>Nation Lists…</b> from the main menu, or copy the sample and change its values; see <b>Your Own Lists</b>.",
  "Beside each battalion Muster shows its card (the values for each formation it may take, its single values, its weapon lines) and what the rules derive: its platoons, the point at which it is wiped out, the shooting hits that disorder and shatter it at each strength, the formations open to it (a square needs four platoons), its Attack Column depth and the footprint of each formation. Beside each brigade general, his battalions and the point at which his brigade breaks.",
  "The findings check the divisional general, a general for each brigade, every battalion in a brigade, a brigade that would break at once, a battalion wiped out at once, the Centre Platoon, platoons that do not fit their battalion, a second composite skirmish battalion in a brigade, a battalion too small for square, a card not filled in, and a force of more than a dozen battalions.",
  "Its tests throw one D6 for each platoon or hit against the card’s number: a Solid battalion throws its failures again, except at Firepower; a Shattered one its successes again, except at Rally, Firepower and Reform; a Shaken one nothing; and no die is thrown again twice. The roster cards give each battalion its card with a box for each platoon, its Solid, Shaken and Shattered boxes, its grid by formation, its weapon lines and thresholds, and a card for each general.",
 ]),
 ("lists", "Your Own Lists", [
  "Muster’s lists are data, and you can write your own: battalion cards of your club’s, a nation the rules do not list, or a shipped list changed to your reading. Choose <b>Nation Lists…</b> in the main menu to start an empty list for any rule set, to copy a shipped list and make it yours, or to open one of your lists again.",
  "The list editor shows the list’s units on the left and the chosen unit’s fields on the right: its name and id, then what its rule set asks. A Drums and Muskets unit has an arm and class, each doctrine as no, yes or optional (printed in brackets), its weapons and its resilience thresholds. Another rule set’s unit has a kind, a weapon, the rule set’s attributes and its components. A Revolutionary Wars battalion has its card: each single value, with <b>AUTO</b> where the rules allow it (Charge Across Terrain), a grid of the values that change with the formation, and its weapon lines of range bands. <b>List Details</b> holds the list’s name, id, period and notes.",
  "Every value is checked as you type, against the list schema and the rule set’s own words: a D6 score of 9, AUTO where the card does not take it, a class of another arm, an id used twice. Each problem is written in red under its field, and a unit with a problem is marked in the list of units. A list with a problem cannot be saved until it is fixed; the Save button says why. <b>Ctrl+Z</b> undoes a change and <b>Ctrl+Shift+Z</b> redoes it; typing into one field is one change.",
  "<b>Save</b> (<b>Ctrl+S</b>) writes the list whole, never half, into your lists folder (<tt>~/.local/share/muster/nations/RULESET/</tt>), and it is ready for a new force at once. <b>Export…</b> writes it anywhere as XML to share; <b>Import…</b> opens a list file someone gave you.",
  "Your lists and the forces built from them are marked <b>Your list</b>. A list of yours with the id of a shipped one takes its place, and says so. Each saved change raises the list’s version: a force built on an earlier version is warned that its list has changed. A list file Muster cannot read (not XML, a value out of range) is skipped with a message naming its file and line, and the shipped lists stay as they were.",
 ]),
 ("readings", "How Muster Reads the Rules", [
  "Where Drums and Muskets can be read more than one way, Muster reads it as follows.",
  "<b>Supply</b> counts 2 dice, one per general, one more per Exceptional, one less per Incompetent. <b>Scouting</b> counts cavalry and open-capable units separately, so irregular cavalry counts twice. <b>Initiative</b> counts only generals still on the table.",
  "<b>Strength</b>: six hits remove a base, as the Hits section and the quick reference say; the shooting procedure’s “2 hits = 1 base” is read as a misprint unless you choose it: Preferences, “Hits to Remove a Base”, sets 6 or 2, and the cards’ hits tracks and the games follow it. A unit breaks when down to one base, artillery excepted; end-of-turn tests apply at 50% or less of starting strength.",
  "<b>Weapons</b>: foot carry smooth-bore muskets unless you choose otherwise (Crimean War foot carry Minié rifles); cavalry with CARBINE carry carbines; artillery is field artillery unless the list gives position artillery only.",
  "<b>The printed lists</b>: LANCERS and the misprint ZELAOUS are read as LANCER and ZEALOUS; units printed without a type take it from their name and doctrines (“Grenzer” irregular foot, “Cossacks” irregular cavalry); the stray LINE on British cavalry is dropped.",
 ]),
]
out = []
out.append('''<?xml version="1.0" encoding="UTF-8"?>
<!-- Generated by build-aux/gen-help-ui.py from the guide's text; edit there. -->
<interface>
  <requires lib="gtk" version="4.0"/>
  <requires lib="Adw" version="1.0"/>
  <template class="MstHelpWindow" parent="AdwWindow">
    <property name="title" translatable="yes">Muster Help</property>
    <property name="default-width">820</property>
    <property name="default-height">600</property>
    <property name="content">
      <object class="AdwLeaflet" id="leaflet">
        <property name="can-navigate-back">true</property>
        <child>
          <object class="GtkBox">
            <property name="orientation">vertical</property>
            <property name="width-request">240</property>
            <child>
              <object class="AdwHeaderBar">
                <property name="show-end-title-buttons" bind-source="leaflet" bind-property="folded" bind-flags="sync-create"/>
                <property name="title-widget">
                  <object class="AdwWindowTitle">
                    <property name="title" translatable="yes">Help</property>
                  </object>
                </property>
              </object>
            </child>
            <child>
              <object class="GtkScrolledWindow">
                <property name="vexpand">true</property>
                <property name="hscrollbar-policy">never</property>
                <property name="child">
                  <object class="GtkListBox" id="topics">
                    <property name="selection-mode">single</property>
                    <signal name="row-activated" handler="on_topics_row_activated" swapped="yes"/>
                    <style><class name="navigation-sidebar"/></style>
                    <accessibility><property name="label" translatable="yes">Help topics</property></accessibility>''')
for name, title, paras in topics:
    out.append(f'''                    <child>
                      <object class="GtkListBoxRow">
                        <property name="name">{name}</property>
                        <property name="child">
                          <object class="GtkLabel">
                            <property name="label" translatable="yes">{html.escape(title, quote=False)}</property>
                            <property name="xalign">0</property>
                          </object>
                        </property>
                      </object>
                    </child>''')
out.append('''                  </object>
                </property>
              </object>
            </child>
          </object>
        </child>
        <child>
          <object class="AdwLeafletPage">
            <property name="navigatable">false</property>
            <property name="child">
              <object class="GtkSeparator"/>
            </property>
          </object>
        </child>
        <child>
          <object class="GtkBox">
            <property name="orientation">vertical</property>
            <property name="hexpand">true</property>
            <child>
              <object class="AdwHeaderBar">
                <property name="show-start-title-buttons" bind-source="leaflet" bind-property="folded" bind-flags="sync-create"/>
                <child type="start">
                  <object class="GtkButton">
                    <property name="icon-name">go-previous-symbolic</property>
                    <property name="visible" bind-source="leaflet" bind-property="folded" bind-flags="sync-create"/>
                    <property name="tooltip-text" translatable="yes">Back</property>
                    <signal name="clicked" handler="on_back_clicked" swapped="yes"/>
                  </object>
                </child>
                <property name="title-widget">
                  <object class="AdwWindowTitle" id="content_title"/>
                </property>
              </object>
            </child>
            <child>
              <object class="GtkStack" id="pages">
                <property name="vexpand">true</property>''')
for name, title, paras in topics:
    out.append(f'''                <child>
                  <object class="GtkStackPage">
                    <property name="name">{name}</property>
                    <property name="title" translatable="yes">{html.escape(title, quote=False)}</property>
                    <property name="child">
                      <object class="GtkScrolledWindow">
                        <property name="hscrollbar-policy">never</property>
                        <property name="child">
                          <object class="AdwClamp">
                            <property name="maximum-size">640</property>
                            <property name="child">
                              <object class="GtkBox">
                                <property name="orientation">vertical</property>
                                <property name="spacing">12</property>
                                <property name="margin-top">24</property>
                                <property name="margin-bottom">24</property>
                                <property name="margin-start">12</property>
                                <property name="margin-end">12</property>
                                <child>
                                  <object class="GtkLabel">
                                    <property name="label" translatable="yes">{html.escape(title, quote=False)}</property>
                                    <property name="xalign">0</property>
                                    <style><class name="title-1"/></style>
                                  </object>
                                </child>''')
    for p in paras:
        out.append(f'''                                <child>
                                  <object class="GtkLabel">
                                    <property name="label" translatable="yes">{html.escape(p, quote=False)}</property>
                                    <property name="use-markup">true</property>
                                    <property name="wrap">true</property>
                                    <property name="xalign">0</property>
                                    <property name="selectable">true</property>
                                  </object>
                                </child>''')
    out.append('''                              </object>
                            </property>
                          </object>
                        </property>
                      </object>
                    </property>
                  </object>
                </child>''')
out.append('''              </object>
            </child>
          </object>
        </child>
      </object>
    </property>
  </template>
</interface>''')
import sys
open(sys.argv[1],'w').write('\n'.join(out)+'\n')
