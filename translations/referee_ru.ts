<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name>AssumedDialog</name>
    <message>
        <source>What it changes: %1</source>
        <translation>На что влияет: %1</translation>
    </message>
    <message>
        <source>Assumed values: %1</source>
        <translation>Принятые допущения: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n value(s) in this ruleset were chosen, not read in a rule text.</source>
        <translation>
            <numerusform>%n значение в этих правилах выбрано, а не прочитано в тексте правил.</numerusform>
            <numerusform>%n значения в этих правилах выбраны, а не прочитаны в тексте правил.</numerusform>
            <numerusform>%n значений в этих правилах выбраны, а не прочитаны в тексте правил.</numerusform>
        </translation>
    </message>
    <message>
        <source>Each changes the results below it; a number worked from one carries a * mark. Confirm them with the organisers.</source>
        <translation>Каждое из них влияет на результаты, описанные ниже; число, посчитанное по такому значению, отмечено знаком *. Уточните их у организаторов.</translation>
    </message>
</context>
<context>
    <name>AssumedNotes</name>
    <message>
        <source>Taken as: no abortive draws. EMA 2012 had them (nine terminals, four winds, four riichi, four kans); ask the organisers whether yours plays them.</source>
        <extracomment>The engine's note (an id) -&gt; the English sentence for players.</extracomment>
        <translation>Принято: абортивных ничьих нет. В EMA 2012 они были (девять терминалов, четыре ветра, четыре риичи, четыре кана); уточните у организаторов, играют ли их на вашем турнире.</translation>
    </message>
    <message>
        <source>Taken as: a chombo in the last hand ends the game, as the EMA tournament software does. Under EMA 2016 the hand was replayed; ask the organisers.</source>
        <translation>Принято: чомбо в последней раздаче завершает игру, как в турнирной программе EMA. По EMA 2016 раздача переигрывалась; уточните у организаторов.</translation>
    </message>
    <message>
        <source>Taken as: a double-wind pair is worth 2 fu. Some rulesets give 4 fu; ask the organisers.</source>
        <translation>Принято: пара двойного ветра дает 2 фу. В некоторых правилах — 4 фу; уточните у организаторов.</translation>
    </message>
    <message>
        <source>Taken as: a kan after riichi must change neither the waits nor the reading of the hand, as in the EMA 2025 examples. A looser rule checks only the waits.</source>
        <translation>Принято: кан после риичи не должен менять ни ожиданий, ни разбора руки, как в примерах EMA 2025. Более мягкое правило проверяет только ожидания.</translation>
    </message>
    <message>
        <source>Taken as: riichi sticks left at the end go to first place, split equally on a tie (rounded down). Some rulesets leave them unpaid; ask the organisers.</source>
        <translation>Принято: ставки риичи, оставшиеся в конце, получает первое место; при равенстве они делятся поровну (с округлением вниз). В некоторых правилах они пропадают; уточните у организаторов.</translation>
    </message>
    <message>
        <source>Taken as: no nagashi mangan. EMA 2012 had it; ask the organisers whether yours plays it.</source>
        <translation>Принято: нагаши мангана нет. В EMA 2012 он был; уточните у организаторов, играют ли его на вашем турнире.</translation>
    </message>
    <message>
        <source>Renhou is paid as the better of 5 han on its own and the hand's normal value: the rules say the highest value is always taken.</source>
        <translation>Ренхо оплачивается по большему из двух: 5 хан само по себе или обычная стоимость руки — правила велят всегда брать большую стоимость.</translation>
    </message>
    <message>
        <source>The EMA 2025 rules are read two ways: here renhou is paid as the better of 5 han on its own and the hand's normal value; the other reading pays 5 han only, with every other yaku dropped. Ask the organisers.</source>
        <translation>Правила EMA 2025 толкуют по-разному: здесь ренхо оплачивается по большему из двух — 5 хан само по себе или обычная стоимость руки; по другому толкованию ренхо дает только 5 хан, а остальные яку не засчитываются. Уточните у организаторов.</translation>
    </message>
    <message>
        <source>Taken as: riichi may be declared while at least one tile is left in the wall. Some rulesets ask for four; ask the organisers.</source>
        <translation>Принято: риичи можно объявить, пока в стене остается хотя бы один тайл. Некоторые правила требуют четыре; уточните у организаторов.</translation>
    </message>
    <message>
        <source>The rules do not say; a furiten hand is taken as tenpai at a draw, as most rulesets count it.</source>
        <translation>В правилах об этом не сказано; рука в фуритене считается темпаем при ничьей, как в большинстве правил.</translation>
    </message>
    <message>
        <source>The rules do not say; a ready hand without a yaku is taken as tenpai at a draw, as in EMA 2016.</source>
        <translation>В правилах об этом не сказано; готовая рука без яку считается темпаем при ничьей, как в EMA 2016.</translation>
    </message>
    <message>
        <source>A hand replayed after a chombo does not count as a played hand (EMA 2016, §5.9).</source>
        <translation>Раздача, переигранная после чомбо, не считается сыгранной (EMA 2016, §5.9).</translation>
    </message>
    <message>
        <source>EMA 2016 does not say; a ready hand without a yaku is taken as tenpai at a draw.</source>
        <translation>В EMA 2016 об этом не сказано; готовая рука без яку считается темпаем при ничьей.</translation>
    </message>
    <message>
        <source>Taken as: an abortive draw adds a honba and the dealer stays, as in the 2012-era rules.</source>
        <translation>Принято: после абортивной ничьей добавляется хонба и дилер остается, как в правилах времен 2012 года.</translation>
    </message>
    <message>
        <source>Taken as: a chombo is paid at the table as a reverse mangan, as the 2012 rules are quoted. Later editions deduct points from the final score instead.</source>
        <translation>Принято: чомбо оплачивается за столом как обратный манган, как цитируют правила 2012 года. В более поздних редакциях вместо этого вычитаются очки из итога.</translation>
    </message>
    <message>
        <source>Taken as: nagashi mangan is paid like a mangan tsumo, with honba and riichi sticks, as in the 2012-era rules. Other rulesets pay it as a draw.</source>
        <translation>Принято: нагаши манган оплачивается как манган по цумо, с хонбами и ставками риичи, как в правилах времен 2012 года. В других правилах его оплачивают как ничью.</translation>
    </message>
    <message>
        <source>Temporary furiten also ends on any call that breaks the turn order, as in the 2012 rules.</source>
        <translation>Временный фуритен заканчивается и при любом объявлении, прерывающем очередность ходов, как в правилах 2012 года.</translation>
    </message>
    <message>
        <source>The rules do not say; a ready hand without a yaku is taken as tenpai at a draw.</source>
        <translation>В правилах об этом не сказано; готовая рука без яку считается темпаем при ничьей.</translation>
    </message>
    <message>
        <source>Taken as: uma +30,000 / +10,000 / −10,000 / −30,000, as a 2012 tournament played it. Later EMA editions use 15,000 / 5,000; ask the organisers.</source>
        <translation>Принято: ума +30 000 / +10 000 / −10 000 / −30 000, как на турнире 2012 года. В более поздних редакциях EMA — 15 000 / 5 000; уточните у организаторов.</translation>
    </message>
    <message>
        <source>A double-wind pair is worth 2 fu; older WRC rules gave 4 fu.</source>
        <translation>Пара двойного ветра дает 2 фу; в прежних правилах WRC — 4 фу.</translation>
    </message>
    <message>
        <source>The rules do not say; as in EMA, a hand whose winning tiles are all in sight still counts as tenpai at a draw.</source>
        <translation>В правилах об этом не сказано; как в EMA, рука, все победные тайлы которой на виду, при ничьей все равно в темпае.</translation>
    </message>
    <message>
        <source>Taken as: 13 han or more is a counted yakuman (kazoe). Some rulesets stop at sanbaiman; ask the organisers.</source>
        <translation>Принято: 13 хан и больше — счетный якуман (казое). В некоторых правилах предел — санбайман; уточните у организаторов.</translation>
    </message>
    <message>
        <source>Taken as: with pao, only the yakuman the liable player gave is shared; any other yakuman in the hand is paid as usual. Ask the organisers.</source>
        <translation>Принято: при пао делится только якуман, за который отвечает ответственный; остальные якуманы руки оплачиваются как обычно. Уточните у организаторов.</translation>
    </message>
    <message>
        <source>The EMA 2025 rules are read two ways: here riichi is allowed with fewer than 1,000 points (the score may go below zero), as in EMA 2016; the other reading asks for at least 1,000. Ask the organisers.</source>
        <translation>Правила EMA 2025 толкуют по-разному: здесь риичи можно объявить и меньше чем с 1 000 очков (счет может уйти в минус), как в EMA 2016; по другому толкованию нужно не меньше 1 000. Уточните у организаторов.</translation>
    </message>
    <message>
        <source>Taken as: a chombo costs 30,000 off the final score, as the WRC 2025 rules are quoted. WRC 2015 and the optional lighter penalties take 20,000; ask the organisers.</source>
        <translation>Принято: чомбо стоит 30 000 из итога, как цитируют правила WRC 2025. В WRC 2015 и в необязательном варианте со смягченными штрафами — 20 000; уточните у организаторов.</translation>
    </message>
    <message>
        <source>Taken as: a kan after riichi must change neither the waits nor the reading of the hand, as comparisons of rulesets give the WRC 2025 rule. One short summary names only the waits; ask the organisers.</source>
        <translation>Принято: кан после риичи не должен менять ни ожиданий, ни разбора руки — так правило WRC 2025 излагают сравнения правил. Одна краткая сводка говорит только об ожиданиях; уточните у организаторов.</translation>
    </message>
    <message>
        <source>Taken as: pao applies to big three dragons, big four winds and four kans, as the WRC 2025 rules are quoted. EMA has no pao for four kans; ask the organisers.</source>
        <translation>Принято: пао бывает за дайсанген, дайсуши и сууканцу, как цитируют правила WRC 2025. В EMA пао за сууканцу нет; уточните у организаторов.</translation>
    </message>
    <message>
        <source>Renhou is paid as a mangan, or as the hand's normal value when that is higher.</source>
        <translation>Ренхо оплачивается как манган или по обычной стоимости руки, если она выше.</translation>
    </message>
    <message>
        <source>Taken as: no chankan on a closed kan, even with kokushi musou. Many rulesets allow it for kokushi; ask the organisers.</source>
        <translation>Принято: чанкан на закрытый кан нельзя, даже с Кокуши мусо. Многие правила разрешают его для Кокуши; уточните у организаторов.</translation>
    </message>
    <message>
        <source>The rules name no time limit; 90 minutes are used, as in EMA. Set the tournament's own limit on the clock.</source>
        <translation>В правилах нет лимита времени; взяты 90 минут, как в EMA. Установите на часах лимит своего турнира.</translation>
    </message>
    <message>
        <source>The rules name no signal; it sounds 15 minutes before the end, as in EMA.</source>
        <translation>В правилах сигнал не назван; он звучит за 15 минут до конца, как в EMA.</translation>
    </message>
    <message>
        <source>Taken as: when time is up, the current hand is finished and one more is played, as in EMA 2016. Some rulesets stop after the current hand; ask the organisers.</source>
        <translation>Принято: когда время вышло, текущую раздачу доигрывают и играют еще одну, как в EMA 2016. В некоторых правилах игра заканчивается после текущей раздачи; уточните у организаторов.</translation>
    </message>
    <message>
        <source>The rules do not say; as in EMA 2016, when time is up the current hand is finished and one more is played. Ask the organisers.</source>
        <translation>В правилах об этом не сказано; как в EMA 2016, когда время вышло, текущую раздачу доигрывают и играют еще одну. Уточните у организаторов.</translation>
    </message>
    <message>
        <source>Taken as: 75 minutes of play, as a 2025 tournament's page quotes the WRC 2025 rules (EMA plays 90). Set the tournament's own limit on the clock.</source>
        <translation>Принято: на игру 75 минут — так правила WRC 2025 цитирует страница турнира 2025 года (в EMA — 90). Установите на часах лимит своего турнира.</translation>
    </message>
    <message>
        <source>Taken as: no signal before the end of time, as a 2025 tournament's page quotes the WRC 2025 rules. EMA gives one 15 minutes before the end; ask the organisers.</source>
        <translation>Принято: сигнала перед концом времени нет — так правила WRC 2025 цитирует страница турнира 2025 года. В EMA сигнал звучит за 15 минут до конца; уточните у организаторов.</translation>
    </message>
    <message>
        <source>Taken as: when time is up, the current hand is finished and one more is played, as a 2025 tournament's page quotes the WRC 2025 rules. WRC 2015 stopped after the current hand; ask the organisers.</source>
        <translation>Принято: когда время вышло, текущую раздачу доигрывают и играют еще одну — так правила WRC 2025 цитирует страница турнира 2025 года. В WRC 2015 игра заканчивалась после текущей раздачи; уточните у организаторов.</translation>
    </message>
    <message>
        <source>Taken as: a chombo in the last hand ends the game (the hand is not replayed), as in WRC 2015. It is not confirmed for WRC 2025; any other hand is replayed after a chombo. Ask the organisers.</source>
        <translation>Принято: чомбо в последней раздаче завершает игру (раздачу не переигрывают), как в WRC 2015. Для WRC 2025 это не подтверждено; любую другую раздачу после чомбо переигрывают. Уточните у организаторов.</translation>
    </message>
    <message>
        <source>Taken as: riichi may be declared even when no tile is left in the live wall, as one source quotes a 2025 clarification of the WRC rules. Another reading asks for at least one tile left; ask the organisers.</source>
        <translation>Принято: риичи можно объявить, даже если в живой стене не осталось ни одного тайла, — так один источник цитирует разъяснение 2025 года к правилам WRC. По другому толкованию в стене должен остаться хотя бы один тайл; уточните у организаторов.</translation>
    </message>
    <message>
        <source>Taken as: temporary furiten ends at the player's next draw or call, as most rulesets read it.</source>
        <translation>Принято: временный фуритен заканчивается при следующем доборе или объявлении игрока, как в большинстве правил.</translation>
    </message>
    <message>
        <source>Taken as: several yakuman in one hand add up (two are a double yakuman). Some rulesets pay only one; ask the organisers.</source>
        <translation>Принято: несколько якуманов в одной руке складываются (два — двойной якуман). Некоторые правила платят только один; уточните у организаторов.</translation>
    </message>
    <message>
        <source>The regulations do not say; the EMA 2012 rule is used, which they follow elsewhere.</source>
        <translation>В регламенте об этом не сказано; действует правило EMA 2012, которому регламент следует в остальном.</translation>
    </message>
    <message>
        <source>The regulations do not say; as in EMA 2012, an abortive draw adds a honba and the dealer stays.</source>
        <translation>В регламенте об этом не сказано; как в EMA 2012, после абортивной ничьей добавляется хонба и дилер остается.</translation>
    </message>
    <message>
        <source>The regulations do not say; as in EMA 2012, the dealer cannot end the game early by winning the last hand (no agari-yame).</source>
        <translation>В регламенте об этом не сказано; как в EMA 2012, дилер не может закончить игру, выиграв последнюю раздачу (агарияме нет).</translation>
    </message>
    <message>
        <source>The regulations do not say; as in EMA 2012, the game goes on when a player drops below zero.</source>
        <translation>В регламенте об этом не сказано; как в EMA 2012, игра продолжается, когда у игрока меньше нуля.</translation>
    </message>
    <message>
        <source>The regulations do not say; as in EMA 2012, a chombo is paid at the table as a reverse mangan.</source>
        <translation>В регламенте об этом не сказано; как в EMA 2012, чомбо оплачивается за столом как обратный манган.</translation>
    </message>
    <message>
        <source>No double riichi: it is not in the regulations' list of yaku, which names every yaku played.</source>
        <translation>Дабл-риичи нет: его нет в списке яку регламента, а там перечислены все яку.</translation>
    </message>
    <message>
        <source>The regulations do not say; each honba is worth 300, as in every other ruleset.</source>
        <translation>В регламенте об этом не сказано; каждая хонба стоит 300, как во всех других правилах.</translation>
    </message>
    <message>
        <source>The regulations do not say; as in every other ruleset, a kan after riichi is made only with the tile just drawn.</source>
        <translation>В регламенте об этом не сказано; как во всех других правилах, кан после риичи объявляют только с только что взятым тайлом.</translation>
    </message>
    <message>
        <source>The regulations do not say; played without kiriage mangan (4 han 30 fu stays 7,700). Ask the organisers.</source>
        <translation>В регламенте об этом не сказано; играется без кириаге мангана (4 хан 30 фу остаются 7 700). Уточните у организаторов.</translation>
    </message>
    <message>
        <source>Taken as: several players may ron the same discard and all are paid (no head bump). Ask the organisers.</source>
        <translation>Принято: на один сброс могут объявить рон несколько игроков, и все получают выплату (без атамаханэ). Уточните у организаторов.</translation>
    </message>
    <message>
        <source>The regulations do not say; as in EMA 2012, on a multiple ron each winner gets the honba.</source>
        <translation>В регламенте об этом не сказано; как в EMA 2012, при нескольких ронах хонбы получает каждый победитель.</translation>
    </message>
    <message>
        <source>Taken as: nagashi mangan is paid like a mangan tsumo, with honba and riichi sticks, as in the 2012-era rules. Ask the organisers.</source>
        <translation>Принято: нагаши манган оплачивается как манган по цумо, с хонбами и ставками риичи, как в правилах времен 2012 года. Уточните у организаторов.</translation>
    </message>
    <message>
        <source>The regulations do not say; noten payments total the usual 3,000.</source>
        <translation>В регламенте об этом не сказано; выплата за нотен — обычные 3 000.</translation>
    </message>
    <message>
        <source>Taken as: paarenchan is the dealer's eighth win in a row; a draw in between ends the streak. Ask the organisers.</source>
        <translation>Принято: паренчан — восьмая победа дилера подряд; ничья между ними прерывает серию. Уточните у организаторов.</translation>
    </message>
    <message>
        <source>The regulations do not say; as in EMA, the discarder pays the honba when pao ends in a ron.</source>
        <translation>В регламенте об этом не сказано; как в EMA, при пао и роне хонбу платит сбросивший.</translation>
    </message>
    <message>
        <source>The regulations do not say; as in EMA, the liable player pays the honba when pao ends in a tsumo.</source>
        <translation>В регламенте об этом не сказано; как в EMA, при пао и цумо хонбу платит ответственный.</translation>
    </message>
    <message>
        <source>The regulations do not say; as in EMA 2012, a dealer in tenpai at a draw stays dealer.</source>
        <translation>В регламенте об этом не сказано; как в EMA 2012, дилер в темпае при ничьей остается дилером.</translation>
    </message>
    <message>
        <source>Taken as: from five honba on, the dealer needs 2 han from yaku (dora do not count); other players keep the 1-han minimum. Ask the organisers.</source>
        <translation>Принято: начиная с пяти хонб дилеру нужно 2 хан от яку (дора не считается); остальным достаточно 1 хан. Уточните у организаторов.</translation>
    </message>
    <message>
        <source>Taken as: tied players add up the uma and oka of the places they share and split them equally. Ask the organisers.</source>
        <translation>Принято: игроки с равным счетом складывают уму и оку своих мест и делят поровну. Уточните у организаторов.</translation>
    </message>
    <message>
        <source>Taken as: in the last hand the dealer may stop the game when in first place with 30,000 or more; each hand of a West round counts as a last hand.</source>
        <translation>Принято: в последней раздаче дилер может закончить игру, если он на первом месте и у него 30 000 или больше; каждая раздача западного раунда считается последней.</translation>
    </message>
    <message>
        <source>Online play prevents a chombo; for a game at a real table the app pays it as a reverse mangan.</source>
        <translation>Онлайн чомбо не бывает; для игры за настоящим столом программа оплачивает его как обратный манган.</translation>
    </message>
    <message>
        <source>Final scores are rounded to the nearest 1,000 before oka and uma (500 rounds up); first place takes what rounding leaves, so the results add up to zero. Tenhou does not say how a score below zero is rounded: here by its size, so −1,500 becomes −2,000 (not −1,000).</source>
        <translation>Итоговые очки округляются до ближайшей тысячи до оки и умы (500 — вверх); первое место получает остаток от округления, чтобы сумма итогов была нулевой. Как округлять счет ниже нуля, Tenhou не говорит: здесь — по модулю, так что −1 500 становится −2 000 (а не −1 000).</translation>
    </message>
    <message>
        <source>Pao applies to big three dragons and big four winds; four kans is not in the rules (some lobbies add it).</source>
        <translation>Пао бывает за дайсанген и дайсуши; сууканцу в правилах нет (в некоторых лобби его добавляют).</translation>
    </message>
    <message>
        <source>Taken as: uma +20,000 / +10,000 / −10,000 / −20,000, as the ranked lobby plays. Tournaments often use 15,000 / 5,000; ask the organisers.</source>
        <translation>Принято: ума +20 000 / +10 000 / −10 000 / −20 000, как в рейтинговом лобби. На турнирах часто 15 000 / 5 000; уточните у организаторов.</translation>
    </message>
    <message>
        <source>Taken as: an abortive draw keeps the dealer and adds a honba.</source>
        <translation>Принято: после абортивной ничьей дилер остается и добавляется хонба.</translation>
    </message>
    <message>
        <source>Taken as: the game ends by itself when the dealer wins the last hand in first place with 30,000 or more, as on Tenhou.</source>
        <translation>Принято: игра заканчивается сама, если дилер выигрывает последнюю раздачу, будучи первым с 30 000 или больше, как на Tenhou.</translation>
    </message>
    <message>
        <source>Taken as on Tenhou: a hand whose winning tiles are all in sight still counts as tenpai at a draw.</source>
        <translation>Принято как на Tenhou: рука, все победные тайлы которой на виду, при ничьей все равно в темпае.</translation>
    </message>
    <message>
        <source>Taken as: 13 han or more is a counted yakuman (kazoe).</source>
        <translation>Принято: 13 хан и больше — счетный якуман (казое).</translation>
    </message>
    <message>
        <source>Taken as: on a multiple ron all riichi sticks go to the winner nearest the discarder. Ask the organisers.</source>
        <translation>Принято: при нескольких ронах все ставки риичи получает победитель, ближайший к сбросившему. Уточните у организаторов.</translation>
    </message>
    <message>
        <source>Taken as: a rinshan kaihou win gets the 2 tsumo fu.</source>
        <translation>Принято: победа риншан кайхо получает 2 фу за цумо.</translation>
    </message>
    <message>
        <source>Taken as on Tenhou: temporary furiten ends with the player's own next discard.</source>
        <translation>Принято как на Tenhou: временный фуритен заканчивается следующим сбросом самого игрока.</translation>
    </message>
    <message>
        <source>Taken as: a ready hand without a yaku counts as tenpai at a draw.</source>
        <translation>Принято: готовая рука без яку считается темпаем при ничьей.</translation>
    </message>
    <message>
        <source>Counts only where the tournament plays abortive draws: each then adds a honba.</source>
        <translation>Важно, только если турнир играет абортивные ничьи: тогда после каждой добавляется хонба.</translation>
    </message>
    <message>
        <source>A chombo costs twice the uma step after uma: 40,000 with uma 30/10, 20,000 with uma 15/5.</source>
        <translation>Чомбо стоит двойной шаг умы после умы: 40 000 при уме 30/10, 20 000 при уме 15/5.</translation>
    </message>
    <message>
        <source>A chombo costs twice the uma step, as the basic rules say; the older referee guide says a flat 20,000.</source>
        <translation>Чомбо стоит двойной шаг умы, как в основных правилах; в старом руководстве судьи — ровно 20 000.</translation>
    </message>
    <message>
        <source>The rules do not say; read as written, a hand whose winning tiles are all in sight is still tenpai at a draw.</source>
        <translation>В правилах об этом не сказано; если читать буквально, рука, все победные тайлы которой на виду, при ничьей все равно в темпае.</translation>
    </message>
    <message>
        <source>Uma 30/10 as in the current rules; the tournament may set 15/5 as earlier editions did (chosen when a new game starts).</source>
        <translation>Ума 30/10, как в действующих правилах; турнир может установить 15/5, как в прежних редакциях (выбирается при начале новой игры).</translation>
    </message>
</context>
<context>
    <name>Autosave</name>
    <message>
        <source>Autosave failed: %1</source>
        <extracomment>Sets of slots tried before an instance falls back to one of its own (``instance-p&lt;pid&gt;``). Sequence numbers stay below this (12 digits: what the strict reader accepts) and wrap. slots the last `candidates(set_aside=True)` renamed out of the way this instance's own slots (see `claim_slots`), held until `release` returns ``(case_note, table_note)``; the File actions set it to their notes kinds whose last save failed (the window says so until a save succeeds)</extracomment>
        <translation>Автосохранение не удалось: %1</translation>
    </message>
</context>
<context>
    <name>BreakdownView</name>
    <message>
        <source>Breakdown</source>
        <extracomment>lupdate finds `translate("Context", "text")` calls; the alias keeps them short. an action offered with an error ("plain_fives": count the red fives as plain fives) the ruleset the result was scored under (an `engine.rulesets.Ruleset`): its assumed notes explain a marked total</extracomment>
        <translation>Подсчет</translation>
    </message>
    <message numerus="yes">
        <source>%n more tile(s) needed</source>
        <translation><numerusform>Нужен еще %n тайл</numerusform><numerusform>Нужно еще %n тайла</numerusform><numerusform>Нужно еще %n тайлов</numerusform></translation>
    </message>
    <message>
        <source>With 13 tiles (calls counted) the breakdown shows the waits; with 14 it shows the value.</source>
        <translation>При 13 тайлах (с учетом сетов) здесь показаны ожидания, при 14 — стоимость руки.</translation>
    </message>
    <message>
        <source>Not a winning hand</source>
        <translation>Рука не собрана</translation>
    </message>
    <message>
        <source>No yaku</source>
        <translation>Нет яку</translation>
    </message>
    <message>
        <source>Not enough han</source>
        <translation>Недостаточно хан</translation>
    </message>
    <message>
        <source>Impossible situation</source>
        <translation>Невозможная ситуация</translation>
    </message>
    <message>
        <source>Cannot score this hand</source>
        <translation>Эту руку нельзя подсчитать</translation>
    </message>
    <message>
        <source>Ron: %1 from the discarder</source>
        <translation>Рон: %1 со сбросившего</translation>
    </message>
    <message>
        <source>Tsumo: %1 from each player</source>
        <translation>Цумо: %1 с каждого игрока</translation>
    </message>
    <message>
        <source>(counters included)</source>
        <translation>(с учетом хонбы)</translation>
    </message>
    <message>
        <source>No hand yet</source>
        <translation>Руки пока нет</translation>
    </message>
    <message>
        <source>Click tiles in the palette or type the hand in the notation field (for example 123m456p789s11z22z) and press Enter.</source>
        <translation>Щелкайте тайлы в палитре или наберите руку в поле записи (например, 123m456p789s11z22z) и нажмите Enter.</translation>
    </message>
    <message>
        <source>Count the red fives as plain fives</source>
        <translation>Считать красные пятерки обычными пятерками</translation>
    </message>
    <message>
        <source>Counters: +%1 from the discarder</source>
        <translation>Хонба: +%1 со сбросившего</translation>
    </message>
    <message>
        <source>Counters: +%1 from each player</source>
        <translation>Хонба: +%1 с каждого игрока</translation>
    </message>
    <message>
        <source>Yaku</source>
        <translation>Яку</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Итого</translation>
    </message>
    <message>
        <source>(by ron)</source>
        <translation>(с рона)</translation>
    </message>
    <message>
        <source>Not tenpai</source>
        <translation>Не темпай</translation>
    </message>
    <message>
        <source>No tile completes this hand. Add the winning tile to score a win.</source>
        <translation>Ни один тайл не собирает эту руку. Добавьте победный тайл, чтобы подсчитать победу.</translation>
    </message>
    <message>
        <source>no win</source>
        <translation>нет победы</translation>
    </message>
    <message>
        <source>why?</source>
        <translation>почему?</translation>
    </message>
    <message>
        <source>Too many tiles</source>
        <translation>Слишком много тайлов</translation>
    </message>
    <message>
        <source>Remove tiles to continue.</source>
        <translation>Уберите лишние тайлы, чтобы продолжить.</translation>
    </message>
    <message>
        <source>Total received</source>
        <translation>Всего получено</translation>
    </message>
    <message>
        <source>Fu</source>
        <translation>Фу</translation>
    </message>
    <message>
        <source>Reading</source>
        <translation>Разбор</translation>
    </message>
    <message>
        <source>Why not…</source>
        <translation>Почему не…</translation>
    </message>
    <message>
        <source>(called)</source>
        <translation>(объявлен)</translation>
    </message>
    <message>
        <source>Tsumo: %1 / %2 (each non-dealer / the dealer)</source>
        <translation>Цумо: %1 / %2 (каждый не-дилер / дилер)</translation>
    </message>
    <message>
        <source>no yaku</source>
        <translation>нет яку</translation>
    </message>
    <message>
        <source>not possible</source>
        <translation>невозможно</translation>
    </message>
    <message>
        <source>not enough han</source>
        <translation>мало хан</translation>
    </message>
    <message>
        <source>Riichi sticks on the table: +%1</source>
        <extracomment>lupdate finds `translate("Context", "text")` calls; the alias keeps them short.</extracomment>
        <translation>Ставки риичи на столе: +%1</translation>
    </message>
    <message>
        <source>Runner-up reading: %1, %2 points</source>
        <translation>Следующий по стоимости разбор: %1, очков: %2</translation>
    </message>
    <message>
        <source>Under this ruleset this hand does not count as tenpai at a draw.</source>
        <translation>По этим правилам при ничьей эта рука не считается темпаем.</translation>
    </message>
    <message>
        <source>Wait</source>
        <translation>Ожидание</translation>
    </message>
    <message>
        <source>Ron</source>
        <translation>Рон</translation>
    </message>
    <message>
        <source>Tsumo</source>
        <translation>Цумо</translation>
    </message>
    <message>
        <source>%1 fu, rounded up to %2 fu</source>
        <translation>%1 фу, округлено вверх до %2 фу</translation>
    </message>
    <message>
        <source>Tenpai</source>
        <translation>Темпай</translation>
    </message>
    <message>
        <source>Waits: %1</source>
        <translation>Ожидания: %1</translation>
    </message>
</context>
<context>
    <name>CaseFiles</name>
    <message>
        <source>The file %1 does not exist.</source>
        <extracomment>Case/table files are a few KB; a long game's history stays far below this. A table file nests about 7 levels deep (file &gt; table &gt; history &gt; entry &gt; outcome &gt; ...). English source strings; placeholders: %1 file name, %2 field, %3 detail, %4 found, %5 limit.</extracomment>
        <translation>Файл %1 не существует.</translation>
    </message>
    <message>
        <source>The file %1 could not be read: %3.</source>
        <translation>Не удалось прочитать файл %1: %3.</translation>
    </message>
    <message>
        <source>The file %1 is too large (%4 KB; a case or table file is at most %5 KB).</source>
        <translation>Файл %1 слишком большой (%4 КБ; файл разбора или стола — не больше %5 КБ).</translation>
    </message>
    <message>
        <source>The file %1 is empty.</source>
        <translation>Файл %1 пуст.</translation>
    </message>
    <message>
        <source>The file %1 is not UTF-8 text (a binary or damaged file?).</source>
        <translation>Файл %1 — не текст в UTF-8 (двоичный или поврежденный файл?).</translation>
    </message>
    <message>
        <source>The file %1 is damaged or truncated: it is not valid JSON (%3).</source>
        <translation>Файл %1 поврежден или обрезан: это некорректный JSON (%3).</translation>
    </message>
    <message>
        <source>The file %1 names the key “%2” twice in one object.</source>
        <translation>В файле %1 ключ «%2» дважды встречается в одном объекте.</translation>
    </message>
    <message>
        <source>The file %1 contains a number that is not finite (%3).</source>
        <translation>В файле %1 есть бесконечное или нечисловое значение (%3).</translation>
    </message>
    <message>
        <source>The file %1 contains an absurdly large number.</source>
        <translation>В файле %1 есть нелепо большое число.</translation>
    </message>
    <message>
        <source>The file %1 is nested too deeply (more than %5 levels).</source>
        <translation>В файле %1 слишком глубокая вложенность (больше %5 уровней).</translation>
    </message>
    <message>
        <source>The file %1 does not hold a JSON object.</source>
        <translation>В файле %1 нет объекта JSON.</translation>
    </message>
    <message>
        <source>The file %1 is not a referee case or table file (format: %4).</source>
        <translation>Файл %1 — не файл разбора и не файл стола (формат: %4).</translation>
    </message>
    <message>
        <source>The file %1 is a %4 file, not the kind expected here.</source>
        <translation>Файл %1 имеет тип %4, а здесь ожидается другой.</translation>
    </message>
    <message>
        <source>The file %1 was written by a newer version of the app (file version %4; this version reads up to %5). Please update the app.</source>
        <translation>Файл %1 записан более новой версией программы (версия файла %4; эта версия читает до %5). Обновите программу.</translation>
    </message>
    <message>
        <source>The file %1 has no valid version number.</source>
        <translation>В файле %1 нет корректного номера версии.</translation>
    </message>
    <message>
        <source>The file %1 has a wrong value in “%2”: %3.</source>
        <translation>В файле %1 неверное значение в поле «%2»: %3.</translation>
    </message>
    <message>
        <source>The file %1 names a ruleset this app does not know: %3.</source>
        <translation>В файле %1 указаны правила, которых программа не знает: %3.</translation>
    </message>
    <message>
        <source>The file %1 could not be loaded: %3.</source>
        <translation>Не удалось загрузить файл %1: %3.</translation>
    </message>
    <message>
        <source>The file %1 could not be written: %3.</source>
        <translation>Не удалось записать файл %1: %3.</translation>
    </message>
    <message>
        <source>expected a short text</source>
        <extracomment>Field-level details (English source strings, translated at display time).</extracomment>
        <translation>ожидается короткий текст</translation>
    </message>
    <message>
        <source>expected a text of at most 20000 characters</source>
        <translation>ожидается текст не длиннее 20000 символов</translation>
    </message>
    <message>
        <source>expected true or false</source>
        <translation>ожидается true или false</translation>
    </message>
    <message>
        <source>expected a whole number from 0 to 999</source>
        <translation>ожидается целое число от 0 до 999</translation>
    </message>
    <message>
        <source>expected a list of at most 4 calls such as pon:777z</source>
        <translation>ожидается список не больше чем из 4 сетов, например pon:777z</translation>
    </message>
    <message>
        <source>expected ron or tsumo</source>
        <translation>ожидается ron или tsumo</translation>
    </message>
    <message>
        <source>expected E, S, W or N</source>
        <translation>ожидается E, S, W или N</translation>
    </message>
    <message>
        <source>expected an object</source>
        <translation>ожидается объект</translation>
    </message>
    <message>
        <source>the field is missing</source>
        <translation>поле отсутствует</translation>
    </message>
    <message>
        <source>The file %1 has no field “%2”.</source>
        <translation>В файле %1 нет поля «%2».</translation>
    </message>
    <message>
        <source>line %1, column %2</source>
        <translation>строка %1, столбец %2</translation>
    </message>
    <message>
        <source>it is not an ordinary file</source>
        <translation>это не обычный файл</translation>
    </message>
    <message>
        <source>it is a link to another file</source>
        <translation>это ссылка на другой файл</translation>
    </message>
    <message>
        <source>it is a folder</source>
        <translation>это папка</translation>
    </message>
</context>
<context>
    <name>CheckPage</name>
    <message>
        <source>Hand</source>
        <extracomment>lupdate finds `translate("Context", "text")` calls; the alias keeps them short. the palette shows the dora mode (its indicators are tiles the player can see)</extracomment>
        <translation>Рука</translation>
    </message>
    <message>
        <source>What it costs:</source>
        <translation>Чем это грозит:</translation>
    </message>
    <message>
        <source>Save the check</source>
        <translation>Сохранить проверку</translation>
    </message>
    <message>
        <source>Export the check</source>
        <translation>Экспорт проверки</translation>
    </message>
    <message>
        <source>Case files (*.json)</source>
        <translation>Файлы разбора (*.json)</translation>
    </message>
    <message>
        <source>PDF or PNG (*.pdf *.png)</source>
        <translation>PDF или PNG (*.pdf *.png)</translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation>Тайлы</translation>
    </message>
    <message>
        <source>Clear the page</source>
        <translation>Очистить страницу</translation>
    </message>
    <message>
        <source>Empty every field of this check (Ctrl+Backspace)</source>
        <translation>Очистить все поля этой проверки (Ctrl+Backspace)</translation>
    </message>
    <message>
        <source>Ctrl+L notation field, Tab next field, Enter applies the notation. Ctrl+R compare rulesets, F11 show to the table, Ctrl+S save, Ctrl+E export.</source>
        <translation>Ctrl+L — поле записи, Tab — следующее поле, Enter применяет запись. Ctrl+R — сравнить правила, F11 — показать игрокам, Ctrl+S — сохранить, Ctrl+E — экспорт.</translation>
    </message>
    <message>
        <source>The case</source>
        <translation>Случай</translation>
    </message>
    <message>
        <source>Notation</source>
        <translation>Запись</translation>
    </message>
    <message>
        <source>Notation of the tiles</source>
        <translation>Запись тайлов</translation>
    </message>
    <message>
        <source>The player's seat wind; East is the dealer.</source>
        <translation>Ветер места игрока; Восток — дилер.</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Ответ</translation>
    </message>
    <message>
        <source>The rule</source>
        <translation>Правило</translation>
    </message>
    <message>
        <source>Open this rule on the Rules tab</source>
        <translation>Открыть это правило на вкладке «Правила»</translation>
    </message>
    <message>
        <source>Compare rulesets</source>
        <translation>Сравнить правила</translation>
    </message>
    <message>
        <source>The same check under every preset (Ctrl+R)</source>
        <translation>Та же проверка по каждому набору правил (Ctrl+R)</translation>
    </message>
    <message>
        <source>Show to the table</source>
        <translation>Показать игрокам</translation>
    </message>
    <message>
        <source>The answer in large type (F11)</source>
        <translation>Ответ крупным шрифтом (F11)</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>Сохранить…</translation>
    </message>
    <message>
        <source>Save the check as a case file (Ctrl+S)</source>
        <translation>Сохранить проверку как файл разбора (Ctrl+S)</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Экспорт…</translation>
    </message>
    <message>
        <source>Export the check as PDF or PNG (Ctrl+E)</source>
        <translation>Экспортировать проверку в PDF или PNG (Ctrl+E)</translation>
    </message>
</context>
<context>
    <name>CheckShowOverlay</name>
    <message>
        <source>Esc returns to the Checks tab.</source>
        <translation>Esc — назад на вкладку «Проверки».</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <source>Shown to the table</source>
        <translation>Показано игрокам</translation>
    </message>
</context>
<context>
    <name>CheckText</name>
    <message>
        <source>Furiten</source>
        <extracomment>the answer type of one check (`engine.answers`) The words of every check (`core.check_state.CHECKS`), by its kind; each entry's answer type is its check's, so the dict holds them as ``Any`` (narrowed once, in `report`).</extracomment>
        <translation>Фуритен</translation>
    </message>
    <message>
        <source>Closed kan after riichi</source>
        <translation>Закрытый кан после риичи</translation>
    </message>
    <message>
        <source>Tenpai at an exhaustive draw</source>
        <translation>Темпай при ничьей</translation>
    </message>
    <message>
        <source>Swap-calling (kuikae)</source>
        <translation>Куикаэ</translation>
    </message>
    <message>
        <source>Nine terminals and honours</source>
        <translation>Кюсюкюхай</translation>
    </message>
    <message>
        <source>One of the waits (%1) is in the player's own discards.</source>
        <translation>Одно из ожиданий (%1) есть в сбросе игрока.</translation>
    </message>
    <message>
        <source>Waits %1 are in the player's own discards.</source>
        <translation>Ожидания %1 есть в сбросе игрока.</translation>
    </message>
    <message>
        <source>One of the waits (%1) was passed since the player's last discard (temporary furiten).</source>
        <translation>После последнего сброса игрок пропустил одно из ожиданий (%1) (временный фуритен).</translation>
    </message>
    <message>
        <source>Waits %1 were passed since the player's last discard (temporary furiten).</source>
        <translation>После последнего сброса игрок пропустил ожидания %1 (временный фуритен).</translation>
    </message>
    <message>
        <source>One of the waits (%1) was passed after riichi: furiten until the end of the hand.</source>
        <translation>После риичи пропущено одно из ожиданий (%1): фуритен до конца раздачи.</translation>
    </message>
    <message>
        <source>Waits %1 were passed after riichi: furiten until the end of the hand.</source>
        <translation>После риичи пропущены ожидания %1: фуритен до конца раздачи.</translation>
    </message>
    <message>
        <source>The ruleset's penalty catalogue says nothing on this.</source>
        <extracomment>information the verdict does not rest on, shown apart from `lines` (never aloud)</extracomment>
        <translation>Каталог штрафов этих правил об этом молчит.</translation>
    </message>
    <message>
        <source>source: %1</source>
        <translation>источник: %1</translation>
    </message>
    <message>
        <source>(assumed)</source>
        <translation>(допущение)</translation>
    </message>
    <message>
        <source>Not tenpai: no tile wins, so no furiten.</source>
        <translation>Не темпай: ни один тайл не выигрывает, фуритена нет.</translation>
    </message>
    <message>
        <source>Furiten: no ron (tsumo is allowed).</source>
        <translation>Фуритен: рон нельзя (цумо можно).</translation>
    </message>
    <message>
        <source>Not furiten: ron is allowed.</source>
        <translation>Не фуритен: рон можно.</translation>
    </message>
    <message>
        <source>Waits</source>
        <translation>Ожидания</translation>
    </message>
    <message>
        <source>The claimed tile %1 does not complete the hand.</source>
        <translation>Тайл %1, на который объявлен рон, не завершает руку.</translation>
    </message>
    <message>
        <source>Ron on %1 is allowed.</source>
        <translation>Рон на %1 разрешен.</translation>
    </message>
    <message>
        <source>Ron on %1 is not allowed.</source>
        <translation>Рон на %1 не разрешен.</translation>
    </message>
    <message>
        <source>The closed kan is allowed.</source>
        <translation>Закрытый кан разрешен.</translation>
    </message>
    <message>
        <source>The closed kan is not allowed.</source>
        <translation>Закрытый кан не разрешен.</translation>
    </message>
    <message>
        <source>Waits before the kan</source>
        <translation>Ожидания до кана</translation>
    </message>
    <message>
        <source>Waits after the kan</source>
        <translation>Ожидания после кана</translation>
    </message>
    <message>
        <source>For information only: this ruleset looks at the waits, not at the readings.</source>
        <translation>Только для сведения: эти правила смотрят на ожидания, а не на разбор руки.</translation>
    </message>
    <message>
        <source>Reading the kan breaks (on %1): %2 + pair %3</source>
        <translation>Разбор, который ломает кан (на %1): %2 + пара %3</translation>
    </message>
    <message>
        <source>Allowed: the kan does not change the waits (this ruleset looks at them only).</source>
        <translation>Можно: кан не меняет ожиданий (эти правила смотрят только на них).</translation>
    </message>
    <message>
        <source>Seat wind: %1, round wind: %2</source>
        <translation>Ветер места: %1, ветер раунда: %2</translation>
    </message>
    <message>
        <source>Counts as tenpai at the draw.</source>
        <translation>При ничьей засчитывается темпай.</translation>
    </message>
    <message>
        <source>Does not count as tenpai (noten).</source>
        <translation>Темпай не засчитывается (нотен).</translation>
    </message>
    <message>
        <source>%1: no copy left (%2); in hand %3, in calls %4, seen elsewhere %5.</source>
        <translation>%1: копий не осталось (%2); в руке %3, в открытых сетах %4, видно в других местах %5.</translation>
    </message>
    <message>
        <source>Still counts under this ruleset.</source>
        <translation>По этим правилам все равно засчитывается.</translation>
    </message>
    <message>
        <source>The hand has no yaku on any wait.</source>
        <translation>Ни на одном ожидании у руки нет яку.</translation>
    </message>
    <message>
        <source>The hand is furiten (a wait is in its own discards).</source>
        <translation>Рука в фуритене (ожидание есть в собственном сбросе).</translation>
    </message>
    <message>
        <source>A riichi that does not count as tenpai: noten riichi.</source>
        <translation>Риичи без засчитанного темпая: нотен-риичи.</translation>
    </message>
    <message>
        <source>The discard is allowed.</source>
        <translation>Сброс разрешен.</translation>
    </message>
    <message>
        <source>The discard is not allowed (swap-calling).</source>
        <translation>Сброс не разрешен (куикаэ).</translation>
    </message>
    <message>
        <source>The call</source>
        <translation>Открытый сет</translation>
    </message>
    <message>
        <source>Swap tiles after this call</source>
        <translation>Запрещенные для куикаэ тайлы после этого сета</translation>
    </message>
    <message>
        <source>The abortive draw may be called.</source>
        <translation>Можно объявить абортивную ничью.</translation>
    </message>
    <message>
        <source>The abortive draw may not be called.</source>
        <translation>Абортивную ничью объявить нельзя.</translation>
    </message>
    <message>
        <source>%1 different terminals and honours (%2 needed).</source>
        <translation>Разных терминалов и благородных: %1 (нужно %2).</translation>
    </message>
    <message>
        <source>Terminals and honours</source>
        <translation>Терминалы и благородные</translation>
    </message>
    <message>
        <source>The hand is dealt again; no payments.</source>
        <translation>Перераздача, выплат нет.</translation>
    </message>
    <message>
        <source>The dealer stays.</source>
        <translation>Дилер остается.</translation>
    </message>
    <message>
        <source>The deal passes on.</source>
        <translation>Раздача переходит к следующему дилеру.</translation>
    </message>
    <message>
        <source>Counters added: %1.</source>
        <translation>Добавлено хонб: %1.</translation>
    </message>
    <message>
        <source>Riichi sticks stay on the table.</source>
        <translation>Ставки риичи остаются на столе.</translation>
    </message>
    <message>
        <source>Enter the case: the answer appears as you type.</source>
        <translation>Введите случай: ответ появляется по мере ввода.</translation>
    </message>
</context>
<context>
    <name>ChecksView</name>
    <message>
        <source>%1 (Alt+%2)</source>
        <translation>%1 (Alt+%2)</translation>
    </message>
</context>
<context>
    <name>CompareChecksDialog</name>
    <message>
        <source>%1 under every ruleset</source>
        <translation>%1 по всем правилам</translation>
    </message>
    <message>
        <source>Ruleset</source>
        <translation>Правила</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Ответ</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Почему</translation>
    </message>
</context>
<context>
    <name>CompareDialog</name>
    <message>
        <source>No win</source>
        <extracomment>lupdate finds `translate("Context", "text")` calls; the alias keeps them short. Columns that wrap when the dialog is narrow, the first to give way first: payment, yaku, ruleset name. Value and total keep their width. Narrowest a wrapping column gets, in average character widths (its longest unbreakable piece, e.g. one yaku with its han, is kept whole when wider). The yaku column's width when there is room, in average character widths: a few yaku a line.</extracomment>
        <translation>Нет победы</translation>
    </message>
    <message>
        <source>%1 (red fives as plain fives)</source>
        <extracomment>the columns' natural and least widths, measured once per filling of the table (a resize asks for them again and again; the texts and fonts have not changed) the column widths the rows were last made tall enough for</extracomment>
        <translation>%1 (акадоры как обычные пятерки)</translation>
    </message>
    <message>
        <source>Compare rulesets</source>
        <translation>Сравнение правил</translation>
    </message>
    <message>
        <source>The same hand and situation under every preset. Highlighted cells differ from the ruleset selected now.</source>
        <translation>Та же рука и ситуация по всем наборам правил. Выделенные ячейки отличаются от выбранных сейчас правил.</translation>
    </message>
    <message>
        <source>Ruleset</source>
        <translation>Правила</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Стоимость</translation>
    </message>
    <message>
        <source>Yaku and dora</source>
        <translation>Яку и дора</translation>
    </message>
    <message>
        <source>Payment</source>
        <translation>Выплата</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Итого</translation>
    </message>
    <message>
        <source>Differs from the current ruleset.</source>
        <translation>Отличается от текущих правил.</translation>
    </message>
    <message>
        <source>%1 (current)</source>
        <translation>%1 (текущие)</translation>
    </message>
</context>
<context>
    <name>CorrectionFlow</name>
    <message>
        <source>Correct…</source>
        <extracomment>a tool button's menu arrow in room of its own right of the text (the style draws it in the bottom-right corner, over the last letters: "Correct…" read "Correct.⌄") a correction of the record, for the ruling log a correction began or ended, or the record changed: the view shows the table again the form was filled for a correction: its result is to be previewed the hand being corrected in the form: ("edit" | "insert", index) or None</extracomment>
        <translation>Исправления…</translation>
    </message>
    <message>
        <source>Correct the record: a past hand, a forgotten hand, the seating</source>
        <translation>Исправить запись: прошедшую раздачу, забытую раздачу, рассадку</translation>
    </message>
    <message>
        <source>Edit the selected hand… (F2)</source>
        <translation>Изменить выбранную раздачу… (F2)</translation>
    </message>
    <message>
        <source>Change its result; every later hand is settled again</source>
        <translation>Изменить ее результат; все следующие раздачи пересчитываются</translation>
    </message>
    <message>
        <source>Insert a forgotten hand before it… (Ins)</source>
        <translation>Вставить перед ней забытую раздачу… (Ins)</translation>
    </message>
    <message>
        <source>Enter a hand that was played but not recorded</source>
        <translation>Внести раздачу, которую сыграли, но не записали</translation>
    </message>
    <message>
        <source>Delete the selected hand… (Del)</source>
        <translation>Удалить выбранную раздачу… (Del)</translation>
    </message>
    <message>
        <source>A hand entered by mistake; every later hand is settled again</source>
        <translation>Раздача, внесенная по ошибке; все следующие раздачи пересчитываются</translation>
    </message>
    <message>
        <source>Fix the seating…</source>
        <translation>Исправить рассадку…</translation>
    </message>
    <message>
        <source>Two players sat in each other's seats from a hand on</source>
        <translation>Двое игроков, начиная с одной из раздач, сидели на местах друг друга</translation>
    </message>
    <message>
        <source>Undo the last correction</source>
        <translation>Отменить последнее исправление</translation>
    </message>
    <message>
        <source>Enter the first pending hand</source>
        <translation>Внести первую отложенную раздачу</translation>
    </message>
    <message>
        <source>Put a hand that could not be settled again into the form</source>
        <translation>Перенести в форму раздачу, которую не удалось пересчитать</translation>
    </message>
    <message>
        <source>Discard the pending hands…</source>
        <translation>Не учитывать отложенные раздачи…</translation>
    </message>
    <message>
        <source>Table number and player ids…</source>
        <translation>Номер стола и номера игроков…</translation>
    </message>
    <message>
        <source>For the tournament's report and rating lists</source>
        <translation>Для отчета турнира и рейтинг-листов</translation>
    </message>
    <message>
        <source>Correcting hand %1 (%2): change its result, give the reason, then Apply correction. Esc cancels.</source>
        <translation>Исправление раздачи %1 (%2): измените результат, укажите причину и нажмите «Исправить». Esc — отмена.</translation>
    </message>
    <message>
        <source>Inserting a hand before hand %1 (%2): enter its result, give the reason, then Apply correction. Esc cancels.</source>
        <translation>Вставка раздачи перед раздачей %1 (%2): внесите результат, укажите причину и нажмите «Исправить». Esc — отмена.</translation>
    </message>
    <message>
        <source>The record was left as it was.</source>
        <translation>Запись оставлена без изменений.</translation>
    </message>
    <message>
        <source>Give the reason for the correction.</source>
        <translation>Укажите причину исправления.</translation>
    </message>
    <message>
        <source>Delete a hand</source>
        <translation>Удаление раздачи</translation>
    </message>
    <message>
        <source>Delete hand %1 (%2)? Every later hand is settled again.</source>
        <translation>Удалить раздачу %1 (%2)? Все следующие раздачи будут пересчитаны.</translation>
    </message>
    <message>
        <source>The last correction was taken back.</source>
        <translation>Последнее исправление отменено.</translation>
    </message>
    <message>
        <source>A pending hand is in the form: check it, then Apply (or change it).</source>
        <translation>Отложенная раздача перенесена в форму: проверьте ее и нажмите «Применить» (или измените).</translation>
    </message>
    <message>
        <source>Discard pending hands</source>
        <translation>Не учитывать отложенные раздачи</translation>
    </message>
    <message numerus="yes">
        <source>Discard the %n pending hand(s)? They are kept in the corrections journal.</source>
        <translation>
            <numerusform>Не учитывать %n отложенную раздачу? Она останется в журнале исправлений.</numerusform>
            <numerusform>Не учитывать %n отложенные раздачи? Они останутся в журнале исправлений.</numerusform>
            <numerusform>Не учитывать %n отложенных раздач? Они останутся в журнале исправлений.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Corrections</name>
    <message>
        <source>&amp;Reason:</source>
        <translation>&amp;Причина:</translation>
    </message>
    <message>
        <source>Why the record is corrected (for the report)</source>
        <translation>Почему исправляется запись (для отчета)</translation>
    </message>
    <message>
        <source>Cancel correction</source>
        <translation>Отменить исправление</translation>
    </message>
    <message>
        <source>Leave the record as it is (Esc)</source>
        <translation>Оставить запись как есть (Esc)</translation>
    </message>
    <message>
        <source>Fix the seating</source>
        <translation>Исправить рассадку</translation>
    </message>
    <message>
        <source>Two players sat in each other's seats: from the hand chosen on, every hand is credited to the player who really sat there, and settled again.</source>
        <translation>Двое игроков сидели на местах друг друга: начиная с выбранной раздачи, каждая раздача засчитывается тому, кто действительно сидел на этом месте, и пересчитывается.</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>&amp;Игрок:</translation>
    </message>
    <message>
        <source>&amp;Sat in the seat of:</source>
        <translation>&amp;Сидел(а) на месте игрока:</translation>
    </message>
    <message>
        <source>From &amp;hand:</source>
        <translation>С &amp;раздачи:</translation>
    </message>
    <message>
        <source>Table and players</source>
        <translation>Стол и игроки</translation>
    </message>
    <message>
        <source>&amp;Table number:</source>
        <translation>&amp;Номер стола:</translation>
    </message>
    <message>
        <source>As the tournament numbers it</source>
        <translation>Как в расписании турнира</translation>
    </message>
    <message>
        <source>Rating list id (optional)</source>
        <translation>Номер в рейтинг-листе (необязательно)</translation>
    </message>
    <message>
        <source>ID of %1:</source>
        <translation>Номер (%1):</translation>
    </message>
</context>
<context>
    <name>DrawTenpaiPage</name>
    <message>
        <source>Hand and calls</source>
        <translation>Рука и открытые сеты</translation>
    </message>
    <message>
        <source>e.g. 1112345678999m | dora:4p</source>
        <translation>напр. 1112345678999m | dora:4p</translation>
    </message>
    <message>
        <source>Seen elsewhere</source>
        <translation>Видно на столе</translation>
    </message>
    <message>
        <source>others' ponds and calls: 5p5p 6s</source>
        <translation>сбросы и сеты других: 5p5p 6s</translation>
    </message>
    <message>
        <source>Own discards</source>
        <translation>Свой сброс</translation>
    </message>
    <message>
        <source>the player's own pond</source>
        <translation>сброс самого игрока</translation>
    </message>
    <message>
        <source>The player declared riichi</source>
        <translation>Игрок объявил риичи</translation>
    </message>
</context>
<context>
    <name>ErrorDialog</name>
    <message>
        <source>Something went wrong inside the app. What you entered has been kept: you can carry on, or save your work and restart.</source>
        <extracomment>Set to 1 (or pass --startup-benchmark) to print when the window is first shown, then quit. `riichi-referee engine COMMAND ...`: the engine's command line (`python -m engine`).</extracomment>
        <translation>Внутри программы произошла ошибка. Все, что вы ввели, сохранено: можно продолжать работу или сохранить ее и перезапустить программу.</translation>
    </message>
    <message>
        <source>The details were written to %1</source>
        <translation>Подробности записаны в %1</translation>
    </message>
    <message>
        <source>Unexpected error</source>
        <translation>Непредвиденная ошибка</translation>
    </message>
</context>
<context>
    <name>Examples</name>
    <message>
        <source>Yaku</source>
        <extracomment>lupdate context of the tables below. Themes, in the order the dialog lists them.</extracomment>
        <translation>Яку</translation>
    </message>
    <message>
        <source>Fu</source>
        <translation>Фу</translation>
    </message>
    <message>
        <source>Limits and counters</source>
        <translation>Лимиты и хонбы</translation>
    </message>
    <message>
        <source>Tricky readings</source>
        <translation>Трудные разборы</translation>
    </message>
    <message>
        <source>Pinfu with tsumo: 20 fu</source>
        <extracomment>id -&gt; (one-line title, what the example teaches). Numbers in the texts are the engine's answer for the example, worked by hand in tests/app/views/hand/test_examples.py.</extracomment>
        <translation>Пинфу с цумо: 20 фу</translation>
    </message>
    <message>
        <source>A closed hand of runs, a pair worth no fu and a two-sided wait: pinfu. Won by tsumo it takes no tsumo fu, so it is a flat 20 fu. Menzen tsumo and pinfu make 2 han: 400 from each non-dealer, 700 from the dealer.</source>
        <translation>Закрытая рука из последовательностей, пара без фу и двустороннее ожидание: пинфу. При победе по цумо фу за цумо не начисляются, ровно 20 фу. Мензен цумо и пинфу дают 2 хан: по 400 с каждого не-дилера, 700 с дилера.</translation>
    </message>
    <message>
        <source>Chankan: ron on a tile added to a pon</source>
        <translation>Чанкан: рон на тайл, добавленный к пону</translation>
    </message>
    <message>
        <source>Another player adds a 6m to a pon to make a kan; that 6m completes this hand, so the kan can be robbed. Chankan is 1 han and counts as a ron: with pinfu and tanyao, 3 han 30 fu, 3,900.</source>
        <translation>Другой игрок добавляет 6m к пону, объявляя кан; этот 6m завершает эту руку, и на этот кан можно объявить чанкан. Чанкан дает 1 хан и считается роном: с пинфу и таняо — 3 хан 30 фу, 3 900.</translation>
    </message>
    <message>
        <source>Rinshan kaihou: winning on the kan replacement tile</source>
        <translation>Риншан кайхо: победа на тайле после кана</translation>
    </message>
    <message>
        <source>After a closed kan the replacement tile completes the hand. Rinshan kaihou is 1 han and counts as a tsumo (menzen tsumo, +2 fu). With the closed kan of simples (16 fu): 38 fu, rounded to 40; 3 han 40 fu, 1,300 and 2,600 from the dealer.</source>
        <translation>После закрытого кана тайл, добранный с мертвой стены, завершает руку. Риншан кайхо дает 1 хан и считается цумо (мензен цумо, +2 фу). С закрытым каном простых (16 фу): 38 фу, округляется до 40; 3 хан 40 фу: по 1 300 и 2 600 с дилера.</translation>
    </message>
    <message>
        <source>Haitei: the last wall tile is a yaku</source>
        <translation>Хайтей: последний тайл стены — это яку</translation>
    </message>
    <message>
        <source>This open hand has no other yaku, but a tsumo on the last tile of the wall is haitei raoyue, 1 han. 20 base fu + 2 for the tsumo = 22, rounded to 30 fu: 300 from each non-dealer, 500 from the dealer.</source>
        <translation>У этой открытой руки нет других яку, но цумо на последнем тайле живой стены — это хайтей раюоэ, 1 хан. 20 базовых фу + 2 за цумо = 22, округляется до 30 фу: по 300 с каждого не-дилера, 500 с дилера.</translation>
    </message>
    <message>
        <source>Dora but no yaku: not a win</source>
        <translation>Дора без яку: победы нет</translation>
    </message>
    <message>
        <source>Three dora, but this open hand has no yaku: its terminals rule out tanyao and pinfu needs a closed hand. Dora never make a yaku, so the win is refused. Declared with the tiles shown, it is a chombo.</source>
        <translation>Три доры, но у этой открытой руки нет яку: терминалы исключают таняо, а пинфу требует закрытой руки. Дора никогда не дает яку, поэтому победа не засчитывается. Объявленная с открытыми тайлами, она — чомбо.</translation>
    </message>
    <message>
        <source>Open hand of pinfu shape: 30 fu on a ron</source>
        <translation>Открытая рука формы пинфу: 30 фу по рону</translation>
    </message>
    <message>
        <source>Runs only, a plain pair and a two-sided wait, but the hand is open: no pinfu and only the 20 base fu. An open hand is never scored at 20 fu: it gets 2 fu and rounds to 30. Open tanyao, 1 han 30 fu: 1,000.</source>
        <translation>Только последовательности, простая пара и двустороннее ожидание, но рука открыта: пинфу нет, есть лишь 20 базовых фу. Открытая рука никогда не считается по 20 фу: она получает 2 фу и округляется до 30. Открытый таняо, 1 хан 30 фу: 1 000.</translation>
    </message>
    <message>
        <source>Closed kan of terminals: 32 fu</source>
        <translation>Закрытый кан терминалов: 32 фу</translation>
    </message>
    <message>
        <source>A closed kan of 1m is worth 32 fu (open: 16; a closed pon: 8). 20 base fu + 10 for a closed ron + 32 = 62, rounded up to 70 fu: riichi alone pays 2,300.</source>
        <translation>Закрытый кан 1m стоит 32 фу (открытый — 16, закрытый пон — 8). 20 базовых фу + 10 за закрытый рон + 32 = 62, округляется вверх до 70 фу: один риичи приносит 2 300.</translation>
    </message>
    <message>
        <source>Double-wind pair: 2 fu (EMA 2025)</source>
        <translation>Пара двойного ветра: 2 фу (EMA 2025)</translation>
    </message>
    <message>
        <source>The East dealer in the East round holds a pair of East. EMA 2025 (a value from secondary sources) and WRC count the double-wind pair as 2 fu: 20 + 10 for a closed ron + 8 for the closed pon of 9s + 2 = 40 fu; riichi 1 han pays 2,000. Compare the RRC example.</source>
        <translation>Дилер-Восток в раунде Востока держит пару Востока. EMA 2025 (по вторичным источникам) и WRC считают пару двойного ветра за 2 фу: 20 + 10 за закрытый рон + 8 за закрытый пон 9s + 2 = 40 фу; риичи 1 хан приносит 2 000. Сравните с примером RRC.</translation>
    </message>
    <message>
        <source>Chinitsu 6, ittsu 2, riichi, menzen tsumo, pinfu, iipeikou and three dora: 15 han. RRC, Tenhou and Mahjong Soul count 13 han or more as a yakuman, 32,000; EMA stops at sanbaiman, 24,000.</source>
        <translation>Чиницу 6, иццу 2, риичи, мензен цумо, пинфу, иипейко и три доры: 15 хан. RRC, Tenhou и Mahjong Soul считают 13 хан и больше якуманом, 32 000; в EMA предел — санбайман, 24 000.</translation>
    </message>
    <message>
        <source>Double-wind pair: 4 fu (RRC)</source>
        <translation>Пара двойного ветра: 4 фу (RRC)</translation>
    </message>
    <message>
        <source>The same hand under RRC rules (also EMA 2016, Tenhou and Mahjong Soul): the pair is both the seat wind and the round wind, 2 fu for each, 4 fu. 42 fu rounds up to 50: 2,400 instead of 2,000.</source>
        <translation>Та же рука по правилам RRC (а также EMA 2016, Tenhou и Mahjong Soul): пара — одновременно ветер места и ветер раунда, по 2 фу за каждый, 4 фу. 42 фу округляются до 50: 2 400 вместо 2 000.</translation>
    </message>
    <message>
        <source>Seven pairs: 25 fu, never rounded</source>
        <translation>Чиитойцу: 25 фу без округления</translation>
    </message>
    <message>
        <source>Chiitoitsu is always 25 fu: no tsumo fu, no rounding. Riichi, menzen tsumo and seven pairs make 4 han 25 fu, which is not a mangan (kiriage concerns only 4 han 30 fu and 3 han 60 fu): 1,600 from each non-dealer, 3,200 from the dealer.</source>
        <translation>Чиитойцу — всегда 25 фу: без фу за цумо и без округления. Риичи, мензен цумо и чиитойцу дают 4 хан 25 фу, и это не манган (кириаге касается только 4 хан 30 фу и 3 хан 60 фу): по 1 600 с каждого не-дилера, 3 200 с дилера.</translation>
    </message>
    <message>
        <source>Kiriage mangan: 4 han 30 fu</source>
        <translation>Кириаге манган: 4 хан 30 фу</translation>
    </message>
    <message>
        <source>Riichi, pinfu, tanyao and one dora: 4 han 30 fu, 1,920 basic points. EMA 2025 and WRC round this up to a mangan, 8,000; EMA 2016, RRC and Tenhou pay 7,700.</source>
        <translation>Риичи, пинфу, таняо и одна дора: 4 хан 30 фу, 1 920 базовых очков. EMA 2025 и WRC округляют это до мангана, 8 000; EMA 2016, RRC и Tenhou платят 7 700.</translation>
    </message>
    <message>
        <source>3 han 70 fu is already a mangan</source>
        <translation>3 хан 70 фу — это уже манган</translation>
    </message>
    <message>
        <source>A closed kan of red dragons (32 fu), a closed pon of 9p (8 fu) and a closed ron (10 fu): 70 fu. With 3 han the basic points, 70 × 2⁵ = 2,240, pass the 2,000 cap: the hand is a mangan, 8,000.</source>
        <translation>Закрытый кан красных драконов (32 фу), закрытый пон 9p (8 фу) и закрытый рон (10 фу): 70 фу. При 3 хан базовые очки, 70 × 2⁵ = 2 240, превышают предел 2 000: рука — манган, 8 000.</translation>
    </message>
    <message>
        <source>Counters (honba) on a tsumo</source>
        <translation>Хонба при цумо</translation>
    </message>
    <message>
        <source>With three counters each of the three payers adds 100 per counter on a tsumo (on a ron the discarder adds 300 per counter). The riichi stick on the table also goes to the winner: 1,100 + 900 + 1,000 = 3,000.</source>
        <translation>При трех хонбах каждый из трех плательщиков при цумо добавляет по 100 за каждую хонбу (при роне сбросивший добавляет по 300 за каждую). Ставка риичи на столе тоже достается победителю: 1 100 + 900 + 1 000 = 3 000.</translation>
    </message>
    <message>
        <source>Counted yakuman (kazoe): 13 han or more</source>
        <translation>Счетный якуман (казое): 13 хан и больше</translation>
    </message>
    <message>
        <source>Thirteen orphans on a 13-sided wait</source>
        <translation>Кокуши мусо с ожиданием на 13 тайлов</translation>
    </message>
    <message>
        <source>One of each terminal and honour: the hand waits on any of the 13. EMA, WRC and RRC count it as a single yakuman; only Mahjong Soul doubles it. Tsumo: 8,000 from each non-dealer, 16,000 from the dealer.</source>
        <translation>По одному каждого терминала и благородного: рука ждет любой из 13. EMA, WRC и RRC считают ее одним якуманом; только Mahjong Soul удваивает. Цумо: по 8 000 с каждого не-дилера, 16 000 с дилера.</translation>
    </message>
    <message>
        <source>Four concealed pons on a pair wait</source>
        <translation>Сууанко с ожиданием на пару</translation>
    </message>
    <message>
        <source>The four pons were complete before the win, so a ron on the pair keeps them all concealed: suuankou, a yakuman, 32,000. Waiting on two pairs, a ron would make the pon it completes count as open: only sanankou and toitoi.</source>
        <translation>Четыре пона были собраны до победы, поэтому рон на пару оставляет их все закрытыми: сууанко, якуман, 32 000. При ожидании на две пары рон сделал бы завершенный им пон открытым: только сананко и тойтой.</translation>
    </message>
    <message>
        <source>111222333m: three pons or three runs?</source>
        <translation>111222333m: три пона или три последовательности?</translation>
    </message>
    <message>
        <source>Read as three runs: pinfu and iipeikou, 2 han 30 fu, 2,000. Read as three concealed pons: sanankou, 2 han, 30 + 8 + 4 + 4 = 46, rounded to 50 fu, 3,200. The winner is always paid for the reading worth most.</source>
        <translation>Как три последовательности: пинфу и иипейко, 2 хан 30 фу, 2 000. Как три закрытых пона: сананко, 2 хан, 30 + 8 + 4 + 4 = 46, округляется до 50 фу, 3 200. Победителю всегда платят по самому дорогому разбору.</translation>
    </message>
    <message>
        <source>Two double runs, not seven pairs</source>
        <translation>Рянпейко, а не чиитойцу</translation>
    </message>
    <message>
        <source>The tiles also make seven different pairs (2 han 25 fu, 1,600), but read as runs they are ryanpeikou, 3 han, with 40 fu for the pair wait: 5,200. The higher value is taken; ryanpeikou and chiitoitsu never combine.</source>
        <translation>Тайлы складываются и в чиитойцу (2 хан 25 фу, 1 600), но как последовательности это рянпейко, 3 хан, с 40 фу за ожидание на пару: 5 200. Берется большая стоимость; рянпейко и чиитойцу никогда не сочетаются.</translation>
    </message>
    <message>
        <source>Two-pair wait won by ron: no sanankou</source>
        <translation>Рон при ожидании на две пары: без сананко</translation>
    </message>
    <message>
        <source>Waiting on 6s or 8s, ron on 8s: the pon it completes counts as open (2 fu instead of 4) and is not a concealed pon, so there is no sanankou. Only tanyao remains: 1 han 40 fu, 1,300. By tsumo it would have been sanankou.</source>
        <translation>Ожидание 6s или 8s, рон на 8s: завершенный им пон считается открытым (2 фу вместо 4) и не является закрытым, поэтому сананко нет. Остается только таняо: 1 хан 40 фу, 1 300. По цумо был бы сананко.</translation>
    </message>
    <message>
        <source>1234567m: a 1-4-7 wait that is a pair wait</source>
        <translation>1234567m: ожидание 1-4-7 — это ожидание на пару</translation>
    </message>
    <message>
        <source>The hand waits on 1m, 4m and 7m, but every reading puts the winning tile in the pair: a pair wait, 2 fu, and no pinfu. Riichi 1 han, 20 + 10 + 2 = 32, rounded to 40 fu: 1,300 (a pinfu reading would have paid 2,000).</source>
        <translation>Рука ждет 1m, 4m и 7m, но при любом разборе победный тайл попадает в пару: ожидание на пару, 2 фу и никакого пинфу. Риичи 1 хан, 20 + 10 + 2 = 32, округляется до 40 фу: 1 300 (с пинфу было бы 2 000).</translation>
    </message>
</context>
<context>
    <name>ExamplesDialog</name>
    <message>
        <source>Example hands</source>
        <translation>Примеры рук</translation>
    </message>
    <message>
        <source>&amp;Search:</source>
        <translation>&amp;Поиск:</translation>
    </message>
    <message>
        <source>Part of a title, e.g. pinfu</source>
        <translation>Часть названия, например пинфу</translation>
    </message>
    <message>
        <source>Show only the examples whose title contains this text</source>
        <translation>Показать только примеры, в названии которых есть этот текст</translation>
    </message>
    <message>
        <source>Double-click or press Enter to load an example</source>
        <translation>Двойной щелчок или Enter загружает пример</translation>
    </message>
    <message>
        <source>&amp;Load</source>
        <translation>&amp;Загрузить</translation>
    </message>
    <message>
        <source>Put this hand into the Hand tab under the example's ruleset</source>
        <translation>Открыть эту руку на вкладке «Рука» по правилам примера</translation>
    </message>
    <message>
        <source>Dora indicators:</source>
        <translation>Индикаторы доры:</translation>
    </message>
    <message>
        <source>The example hands could not be read.</source>
        <translation>Не удалось прочитать примеры рук.</translation>
    </message>
    <message>
        <source>No example title contains “%1”.</source>
        <translation>Ни одно название примера не содержит «%1».</translation>
    </message>
    <message>
        <source>Tsumo</source>
        <translation>Цумо</translation>
    </message>
    <message>
        <source>Ron</source>
        <translation>Рон</translation>
    </message>
    <message>
        <source>Seat wind: %1</source>
        <translation>Ветер места: %1</translation>
    </message>
    <message>
        <source>Round wind: %1</source>
        <translation>Ветер раунда: %1</translation>
    </message>
    <message>
        <source>Honba: %1</source>
        <translation>Хонба: %1</translation>
    </message>
    <message>
        <source>Riichi sticks on the table: %1</source>
        <translation>Ставок риичи на столе: %1</translation>
    </message>
    <message>
        <source>Ruleset: %1</source>
        <translation>Правила: %1</translation>
    </message>
    <message>
        <source>Loading switches the ruleset from %1 to %2.</source>
        <translation>При загрузке правила сменятся с %1 на %2.</translation>
    </message>
    <message>
        <source>Your current hand is not lost: Undo (Ctrl+Z) in the Hand tab brings it back.</source>
        <translation>Текущая рука не пропадет: «Отменить» (Ctrl+Z) на вкладке «Рука» вернет ее.</translation>
    </message>
    <message>
        <source>This example could not be loaded: %1</source>
        <translation>Не удалось загрузить пример: %1</translation>
    </message>
</context>
<context>
    <name>Export</name>
    <message>
        <source>Cannot export to %1: the name must end in .pdf, .png or .csv.</source>
        <translation>Нельзя экспортировать в «%1»: имя должно оканчиваться на .pdf, .png или .csv.</translation>
    </message>
    <message>
        <source>Only a table game can be exported as CSV.</source>
        <translation>В CSV можно экспортировать только игру за столом.</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>Не удалось записать «%1»: %2</translation>
    </message>
</context>
<context>
    <name>FileActions</name>
    <message>
        <source>&amp;New hand</source>
        <extracomment>Tests and portable set-ups may move the autosave folder with this environment variable. The drag events the application-wide filter looks at (everything else passes at once).</extracomment>
        <translation>&amp;Новая рука</translation>
    </message>
    <message>
        <source>Start a new hand: no tiles, the default situation (Undo brings it back)</source>
        <translation>Начать новую руку: без тайлов, ситуация по умолчанию (Отменить вернет прежнюю)</translation>
    </message>
    <message>
        <source>New ga&amp;me</source>
        <translation>Новая &amp;игра</translation>
    </message>
    <message>
        <source>Start a new table game on the Table tab (asks first once hands were played)</source>
        <translation>Начать новую игру за столом на вкладке «Стол» (после сыгранных раздач сначала спросит)</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Открыть…</translation>
    </message>
    <message>
        <source>Open a saved hand (case) or table game</source>
        <translation>Открыть сохраненную руку (разбор) или игру за столом</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>&amp;Недавние</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Сохранить</translation>
    </message>
    <message>
        <source>Save the hand (Hand tab) or the table game (Table tab) to a file</source>
        <translation>Сохранить руку (вкладка «Рука») или игру за столом (вкладка «Стол») в файл</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Сохранить &amp;как…</translation>
    </message>
    <message>
        <source>Referee's &amp;note…</source>
        <translation>&amp;Заметка судьи…</translation>
    </message>
    <message>
        <source>A free-text note kept in the file and printed on the report</source>
        <translation>Заметка в свободной форме: хранится в файле и печатается в отчете</translation>
    </message>
    <message>
        <source>Export report as &amp;PDF…</source>
        <translation>Экспорт отчета в &amp;PDF…</translation>
    </message>
    <message>
        <source>A one-page report for the tournament record: hand, yaku, fu, payments</source>
        <translation>Одностраничный отчет для турнирного протокола: рука, яку, фу, выплаты</translation>
    </message>
    <message>
        <source>Export report as PN&amp;G…</source>
        <translation>Экспорт отчета в PN&amp;G…</translation>
    </message>
    <message>
        <source>Export table history as &amp;CSV…</source>
        <translation>Экспорт истории стола в &amp;CSV…</translation>
    </message>
    <message>
        <source>Every hand of the table game, for spreadsheets</source>
        <translation>Все раздачи игры за столом, для электронных таблиц</translation>
    </message>
    <message>
        <source>Clear the list</source>
        <translation>Очистить список</translation>
    </message>
    <message>
        <source>Table games (*.json);;All files (*)</source>
        <translation>Игры за столом (*.json);;Все файлы (*)</translation>
    </message>
    <message>
        <source>Hand cases (*.json);;All files (*)</source>
        <translation>Разборы рук (*.json);;Все файлы (*)</translation>
    </message>
    <message>
        <source>Open a case or table game</source>
        <translation>Открыть разбор или игру за столом</translation>
    </message>
    <message>
        <source>Case and table files (*.json);;All files (*)</source>
        <translation>Файлы разборов и столов (*.json);;Все файлы (*)</translation>
    </message>
    <message>
        <source>Cannot open the file</source>
        <translation>Не удается открыть файл</translation>
    </message>
    <message>
        <source>Replace the table game?</source>
        <translation>Заменить игру за столом?</translation>
    </message>
    <message>
        <source>The table game in progress will be replaced by the one in the file. Save it first if you need it. Replace it now?</source>
        <translation>Текущая игра за столом будет заменена игрой из файла. Если она нужна, сначала сохраните ее. Заменить сейчас?</translation>
    </message>
    <message>
        <source>Save the table game</source>
        <translation>Сохранить игру за столом</translation>
    </message>
    <message>
        <source>Save the hand</source>
        <translation>Сохранить руку</translation>
    </message>
    <message>
        <source>Cannot save the file</source>
        <translation>Не удается сохранить файл</translation>
    </message>
    <message>
        <source>Replace another game?</source>
        <translation>Заменить другую игру?</translation>
    </message>
    <message>
        <source>The file %1 holds another table game (hands played: %2). Replace it with this game? Choose Cancel, then File ▸ Save as…, to keep both.</source>
        <translation>В файле %1 другая игра за столом (сыграно раздач: %2). Заменить ее этой игрой? Чтобы сохранить обе, нажмите «Отмена», затем Файл ▸ Сохранить как…</translation>
    </message>
    <message>
        <source>The hand and the table game of the last session were restored.</source>
        <translation>Рука и игра за столом из прошлого сеанса восстановлены.</translation>
    </message>
    <message>
        <source>The table game of the last session was restored.</source>
        <translation>Игра за столом из прошлого сеанса восстановлена.</translation>
    </message>
    <message>
        <source>The hand of the last session was restored (File &gt; New hand starts a new one).</source>
        <translation>Рука из прошлого сеанса восстановлена (Файл &gt; Новая рука начинает новую).</translation>
    </message>
    <message>
        <source>Saved: %1</source>
        <translation>Сохранено: %1</translation>
    </message>
    <message>
        <source>Note on this table game (kept in the file, printed on the report):</source>
        <translation>Заметка к этой игре за столом (хранится в файле, печатается в отчете):</translation>
    </message>
    <message>
        <source>Note on this hand (kept in the file, printed on the report):</source>
        <translation>Заметка к этой руке (хранится в файле, печатается в отчете):</translation>
    </message>
    <message>
        <source>Referee's note</source>
        <translation>Заметка судьи</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>Документы PDF (*.pdf)</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>Изображения PNG (*.png)</translation>
    </message>
    <message>
        <source>CSV tables (*.csv)</source>
        <translation>Таблицы CSV (*.csv)</translation>
    </message>
    <message>
        <source>Export the report</source>
        <translation>Экспорт отчета</translation>
    </message>
    <message>
        <source>Cannot export</source>
        <translation>Не удается экспортировать</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>Не удалось записать «%1»: %2</translation>
    </message>
</context>
<context>
    <name>FileErrors</name>
    <message>
        <source>a name or note holds a character that cannot be saved</source>
        <translation>в имени или заметке есть символ, который нельзя сохранить</translation>
    </message>
</context>
<context>
    <name>Formats</name>
    <message>
        <source>yyyy-MM-dd HH:mm</source>
        <extracomment>how a date and time are written (a `QDateTime.toString` pattern), translated per language</extracomment>
        <translation>dd.MM.yyyy HH:mm</translation>
    </message>
</context>
<context>
    <name>FuritenPage</name>
    <message>
        <source>Hand and claimed tile</source>
        <translation>Рука и тайл для рона</translation>
    </message>
    <message>
        <source>e.g. 23m456p789s11z678m 4m (the last tile: the one claimed)</source>
        <translation>напр. 23m456p789s11z678m 4m (последний — тайл для рона)</translation>
    </message>
    <message>
        <source>Own discards</source>
        <translation>Свой сброс</translation>
    </message>
    <message>
        <source>in order; * riichi tile, ^ called away: 1z9p* 4m^</source>
        <translation>по порядку; * — тайл риичи, ^ — забран другим: 1z9p* 4m^</translation>
    </message>
    <message>
        <source>Passed since</source>
        <translation>Пропущено после</translation>
    </message>
    <message>
        <source>others' discards since; + own draw, = own call, - own discard, ! a call</source>
        <translation>сбросы других; + добор, = объявление, - сброс, ! чужое объявление</translation>
    </message>
    <message>
        <source>The player is in riichi</source>
        <translation>Игрок в риичи</translation>
    </message>
    <message>
        <source>Click a discard: called away; right-click: the riichi declaration tile. Marked tiles are the ones that make the player furiten.</source>
        <translation>Щелчок по тайлу сброса — забран другим; правый щелчок — тайл объявления риичи. Отмеченные тайлы — причина фуритена.</translation>
    </message>
</context>
<context>
    <name>GameClockWidget</name>
    <message>
        <source>Start</source>
        <extracomment>Room between the main-time field and the status sentence beside it.</extracomment>
        <translation>Старт</translation>
    </message>
    <message>
        <source>Start or resume the game clock</source>
        <translation>Запустить или продолжить часы игры</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Пауза</translation>
    </message>
    <message>
        <source>Stop the clock for a ruling; Start resumes it</source>
        <translation>Остановить часы на время решения судьи; «Старт» продолжает отсчет</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Обнулить</translation>
    </message>
    <message>
        <source>Stop the clock and set it back to the main time</source>
        <translation>Остановить часы и вернуть основное время</translation>
    </message>
    <message>
        <source>Main time, min:</source>
        <translation>Основное время, мин:</translation>
    </message>
    <message>
        <source>Main time of the session in minutes; the signal comes %1 min before the end</source>
        <translation>Основное время игры в минутах; сигнал звучит за %1 мин до конца</translation>
    </message>
    <message>
        <source>Main time of the session in minutes; no signal before the end</source>
        <translation>Основное время игры в минутах; сигнала до конца нет</translation>
    </message>
    <message>
        <source>(assumed: this ruleset's texts give no time limit)</source>
        <translation>(допущение: в текстах этих правил нет лимита времени)</translation>
    </message>
    <message>
        <source>Main time left</source>
        <translation>Осталось основного времени</translation>
    </message>
    <message>
        <source>Large</source>
        <translation>Крупные цифры</translation>
    </message>
    <message>
        <source>Show the clock in a window of its own, large enough to read across the room</source>
        <translation>Показать часы в отдельном окне, крупно, чтобы было видно через весь зал</translation>
    </message>
    <message>
        <source>Restored: the clock kept running while the app was closed.</source>
        <translation>Восстановлено: часы шли, пока программа была закрыта.</translation>
    </message>
    <message>
        <source>Time is up: the current hand is the last.</source>
        <translation>Время вышло: текущая раздача — последняя.</translation>
    </message>
    <message>
        <source>Time is up: finish the current hand and play one more.</source>
        <translation>Время вышло: доиграйте текущую раздачу и сыграйте еще одну.</translation>
    </message>
    <message>
        <source>(assumed)</source>
        <translation>(допущение)</translation>
    </message>
    <message>
        <source>Signal: %1 min or less left.</source>
        <translation>Сигнал: осталось не больше %1 мин.</translation>
    </message>
    <message>
        <source>Running.</source>
        <translation>Часы идут.</translation>
    </message>
    <message>
        <source>Paused.</source>
        <translation>На паузе.</translation>
    </message>
    <message>
        <source>Not started.</source>
        <translation>Часы не запущены.</translation>
    </message>
    <message>
        <source>Game clock</source>
        <translation>Часы игры</translation>
    </message>
</context>
<context>
    <name>HandView</name>
    <message>
        <source>Cannot read “%1”: write digits then a suit letter (m, p, s, z).</source>
        <extracomment>lupdate finds `translate("Context", "text")` calls; the alias keeps them short.</extracomment>
        <translation>Не удается прочитать «%1»: пишите цифры, затем букву масти (m, p, s, z).</translation>
    </message>
    <message>
        <source>There is no honour tile %1: honours are 1z to 7z.</source>
        <translation>Благородного тайла %1 нет: благородные — от 1z до 7z.</translation>
    </message>
    <message>
        <source>There is no red honour tile (%1).</source>
        <translation>Красных благородных тайлов не бывает (%1).</translation>
    </message>
    <message>
        <source>Unknown call “%1”: use chi:, pon:, kan:, ankan:, shouminkan:, dora:, ura:.</source>
        <translation>Неизвестный сет «%1»: используйте chi:, pon:, kan:, ankan:, shouminkan:, dora:, ura:.</translation>
    </message>
    <message>
        <source>“%1” is not a valid call.</source>
        <translation>«%1» — неправильный сет.</translation>
    </message>
    <message>
        <source>%1 is used more than four times.</source>
        <translation>%1 использован больше четырех раз.</translation>
    </message>
    <message>
        <source>There is only one red five %1.</source>
        <translation>Красная пятерка %1 только одна.</translation>
    </message>
    <message>
        <source>This ruleset plays without red fives.</source>
        <translation>В этих правилах играют без акадор.</translation>
    </message>
    <message>
        <source>All four %1 are plain, but with red fives one of them is red: write it as 0%2.</source>
        <translation>Все четыре %1 обычные, но с акадорами одна из них красная: запишите ее как 0%2.</translation>
    </message>
    <message>
        <source>Too many tiles: with these calls the hand holds at most %1.</source>
        <translation>Слишком много тайлов: с этими сетами в руке не больше %1.</translation>
    </message>
    <message>
        <source>A hand has at most four calls.</source>
        <translation>В руке не больше четырех открытых сетов.</translation>
    </message>
    <message>
        <source>At most five dora and five ura-dora indicators.</source>
        <translation>Не больше пяти индикаторов доры и пяти индикаторов урадоры.</translation>
    </message>
    <message>
        <source>The winning tile %1 is not in the hand.</source>
        <translation>Победного тайла %1 нет в руке.</translation>
    </message>
    <message>
        <source>Ura-dora count only for a riichi hand.</source>
        <translation>Урадора учитывается только для руки с риичи.</translation>
    </message>
    <message>
        <source>The hand was full: %1 took the place of the winning tile %2 (Ctrl+Z undoes it).</source>
        <translation>Рука была полной: победный тайл %2 заменен на %1 (Ctrl+Z отменит).</translation>
    </message>
    <message>
        <source>Mode: add tiles to the hand.</source>
        <translation>Режим: добавление тайлов в руку.</translation>
    </message>
    <message>
        <source>Mode: chi — click the called tile.</source>
        <translation>Режим: чи — щелкните взятый тайл.</translation>
    </message>
    <message>
        <source>Mode: pon — click the tile.</source>
        <translation>Режим: пон — щелкните тайл.</translation>
    </message>
    <message>
        <source>Mode: open kan — click the tile.</source>
        <translation>Режим: открытый кан — щелкните тайл.</translation>
    </message>
    <message>
        <source>Mode: closed kan — click the tile.</source>
        <translation>Режим: закрытый кан — щелкните тайл.</translation>
    </message>
    <message>
        <source>Mode: added kan — click the tile of a pon.</source>
        <translation>Режим: дополненный кан — щелкните тайл пона.</translation>
    </message>
    <message>
        <source>Mode: dora indicators — click tiles.</source>
        <translation>Режим: индикаторы доры — щелкайте тайлы.</translation>
    </message>
    <message>
        <source>Mode: ura-dora indicators — click tiles.</source>
        <translation>Режим: индикаторы урадоры — щелкайте тайлы.</translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation>Тайлы</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Рука</translation>
    </message>
    <message>
        <source>Situation</source>
        <translation>Ситуация</translation>
    </message>
    <message>
        <source>Breakdown</source>
        <translation>Подсчет</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Отменить</translation>
    </message>
    <message>
        <source>Undo the last change (Ctrl+Z).</source>
        <translation>Отменить последнее изменение (Ctrl+Z).</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Повторить</translation>
    </message>
    <message>
        <source>Redo the change just undone (Ctrl+Y).</source>
        <translation>Повторить только что отмененное изменение (Ctrl+Y).</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Очистить</translation>
    </message>
    <message>
        <source>Remove all tiles, calls and indicators; the situation stays (Undo brings them back; File &gt; New hand (Ctrl+N) starts over).</source>
        <translation>Убрать все тайлы, сеты и индикаторы; ситуация остается (Отменить вернет их; Файл &gt; Новая рука (Ctrl+N) начинает заново).</translation>
    </message>
    <message>
        <source>Click: remove this tile. Right-click or Ctrl+click: make it the winning tile.</source>
        <translation>Щелчок — убрать этот тайл. Правый щелчок или Ctrl+щелчок — сделать его победным.</translation>
    </message>
    <message>
        <source>Click tiles on the left, or type the hand below (for example 123m456p789s11z22z).</source>
        <translation>Щелкайте тайлы слева или наберите руку ниже (например, 123m456p789s11z22z).</translation>
    </message>
    <message>
        <source>Calls</source>
        <translation>Сеты</translation>
    </message>
    <message>
        <source>Click to remove this call.</source>
        <translation>Щелкните, чтобы убрать этот сет.</translation>
    </message>
    <message>
        <source>None. Use Chi, Pon or Kan mode (keys C, P, K).</source>
        <translation>Нет. Используйте режим Чи, Пон или Кан (клавиши C, P, K).</translation>
    </message>
    <message>
        <source>&amp;Notation</source>
        <translation>&amp;Запись</translation>
    </message>
    <message>
        <source>e.g. 234567m55p 5p | pon:777z chi:0m34m dora:3s</source>
        <translation>например, 234567m55p 5p | pon:777z chi:0m34m dora:3s</translation>
    </message>
    <message>
        <source>Type the hand and press Enter (Ctrl+L to get here).
Tiles: digits then the suit: m man, p pin, s sou, z honours (1z–4z East–North winds, 5z white, 6z green, 7z red); 0 is a red five.
The winning tile is the last tile written.
Calls after a |: chi:, pon:, kan: (open), ankan: (closed), shouminkan: (added); the first tile written is the called one.
Indicators: dora:3s, ura:4p (ura only with riichi).</source>
        <translation>Наберите руку и нажмите Enter (Ctrl+L — перейти сюда).
Тайлы: цифры, затем масть: m ман, p пин, s соу, z благородные (1z–4z ветры Восток–Север, 5z белый, 6z зеленый, 7z красный); 0 — красная пятерка.
Победный тайл — последний записанный.
Сеты после |: chi:, pon:, kan: (открытый), ankan: (закрытый), shouminkan: (дополненный); первый записанный тайл — взятый.
Индикаторы: dora:3s, ura:4p (ura только с риичи).</translation>
    </message>
    <message>
        <source>Dora</source>
        <translation>Дора</translation>
    </message>
    <message>
        <source>A dora indicator. Click to remove it.</source>
        <translation>Индикатор доры. Щелкните, чтобы убрать.</translation>
    </message>
    <message>
        <source>none (key D, then click tiles)</source>
        <translation>нет (клавиша D, затем щелкайте тайлы)</translation>
    </message>
    <message>
        <source>Ura</source>
        <translation>Урадора</translation>
    </message>
    <message>
        <source>An ura-dora indicator. Click to remove it.</source>
        <translation>Индикатор урадоры. Щелкните, чтобы убрать.</translation>
    </message>
    <message>
        <source>none (key U; riichi only)</source>
        <translation>нет (клавиша U; только с риичи)</translation>
    </message>
    <message>
        <source>Compare rulesets…</source>
        <translation>Сравнить правила…</translation>
    </message>
    <message>
        <source>This hand's value under every preset ruleset, side by side.</source>
        <translation>Стоимость этой руки по всем наборам правил рядом.</translation>
    </message>
    <message>
        <source>Show to the table (F11)</source>
        <translation>Показать игрокам (F11)</translation>
    </message>
    <message>
        <source>Show the hand, the yaku and the payment in large type. Esc returns.</source>
        <translation>Показать руку, яку и выплату крупно. Esc — назад.</translation>
    </message>
    <message>
        <source>Keys: type the hand in the notation field (Ctrl+L) and press Enter. A add, C chi, P pon, K kan (again: closed, added), D dora, U ura, W next winning tile, T tsumo/ron, R riichi, Backspace last tile, Ctrl+Z undo, Ctrl+Y redo, F11 show to the table.</source>
        <translation>Клавиши: наберите руку в поле записи (Ctrl+L) и нажмите Enter. A — добавить, C — чи, P — пон, K — кан (еще раз: закрытый, дополненный), D — дора, U — урадора, W — следующий победный тайл, T — цумо/рон, R — риичи, Backspace — последний тайл, Ctrl+Z — отменить, Ctrl+Y — повторить, F11 — показать игрокам.</translation>
    </message>
    <message>
        <source>This text cannot be read as a hand.</source>
        <translation>Этот текст не читается как рука.</translation>
    </message>
    <message>
        <source>The winning tile.</source>
        <translation>Победный тайл.</translation>
    </message>
</context>
<context>
    <name>KanPage</name>
    <message>
        <source>Hand and drawn tile</source>
        <translation>Рука и взятый тайл</translation>
    </message>
    <message>
        <source>e.g. 111m234p567s789s5z 1m (the last tile: the one drawn)</source>
        <translation>напр. 111m234p567s789s5z 1m (последний тайл — взятый из стены)</translation>
    </message>
    <message>
        <source>Kan of</source>
        <translation>Кан из</translation>
    </message>
    <message>
        <source>The four tiles the player wants to declare as a closed kan</source>
        <translation>Четыре тайла, которые игрок хочет объявить закрытым каном</translation>
    </message>
</context>
<context>
    <name>KuikaePage</name>
    <message>
        <source>Call and discard</source>
        <translation>Сет и сброс</translation>
    </message>
    <message>
        <source>e.g. chi:3m45m 6m (the call, then the tile discarded)</source>
        <translation>напр. chi:3m45m 6m (сет, затем сброшенный тайл)</translation>
    </message>
</context>
<context>
    <name>KyuushuPage</name>
    <message>
        <source>The 14 tiles</source>
        <translation>14 тайлов</translation>
    </message>
    <message>
        <source>e.g. 19m19p19s1234z 258m</source>
        <translation>напр. 19m19p19s1234z 258m</translation>
    </message>
    <message>
        <source>A call came before in this hand</source>
        <translation>В этой раздаче уже было объявление</translation>
    </message>
    <message>
        <source>This is the player's first draw</source>
        <translation>Это первый добор игрока</translation>
    </message>
</context>
<context>
    <name>LogReport</name>
    <message>
        <source>Table %1</source>
        <translation>Стол %1</translation>
    </message>
    <message>
        <source>Ruling log</source>
        <translation>Журнал решений</translation>
    </message>
    <message>
        <source>Session from %1 to %2</source>
        <translation>Сессия с %1 до %2</translation>
    </message>
    <message>
        <source>Session from %1 (still open)</source>
        <translation>Сессия с %1 (еще не закрыта)</translation>
    </message>
    <message>
        <source>Tables: %1</source>
        <translation>Столы: %1</translation>
    </message>
    <message>
        <source>Chombos and penalties (%1)</source>
        <translation>Чомбо и штрафы (%1)</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Время</translation>
    </message>
    <message>
        <source>Table, round</source>
        <translation>Стол, раздача</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Сумма</translation>
    </message>
    <message>
        <source>Ruleset</source>
        <translation>Правила</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Источник</translation>
    </message>
    <message>
        <source>No chombo or penalty in this session.</source>
        <translation>В этой сессии нет ни чомбо, ни штрафов.</translation>
    </message>
    <message>
        <source>Rulings (%1)</source>
        <translation>Решения (%1)</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Вид</translation>
    </message>
    <message>
        <source>Decision</source>
        <translation>Решение</translation>
    </message>
    <message>
        <source>No other ruling in this session.</source>
        <translation>Других решений в этой сессии нет.</translation>
    </message>
    <message>
        <source>Players: %1</source>
        <translation>Игроки: %1</translation>
    </message>
    <message>
        <source>Written by Riichi Referee (offline). Exported %1.</source>
        <translation>Составлено программой «Судья риичи» (офлайн). Экспорт: %1.</translation>
    </message>
    <message>
        <source>Note: %1</source>
        <translation>Заметка судьи: %1</translation>
    </message>
    <message>
        <source>Part</source>
        <translation>Раздел</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Стол</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Раздача</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Заметка судьи</translation>
    </message>
    <message>
        <source>Chombos and penalties</source>
        <translation>Чомбо и штрафы</translation>
    </message>
    <message>
        <source>Rulings</source>
        <translation>Решения</translation>
    </message>
</context>
<context>
    <name>LogView</name>
    <message>
        <source>Current session</source>
        <extracomment>Qt 6.10 brought begin/endFilterChange; Qt 6.9 (the Linux release build, for glibc 2.28) re-filters the rows with invalidateRowsFilter() once the filters have changed. the past session shown read-only (None: the current one)</extracomment>
        <translation>Текущая сессия</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n ruling(s))</source>
        <translation>
            <numerusform>%1 (%n решение)</numerusform>
            <numerusform>%1 (%n решения)</numerusform>
            <numerusform>%1 (%n решений)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (cannot be read)</source>
        <translation>%1 (не читается)</translation>
    </message>
    <message>
        <source>All players</source>
        <translation>Все игроки</translation>
    </message>
    <message numerus="yes">
        <source>%n ruling(s)</source>
        <translation>
            <numerusform>%n решение</numerusform>
            <numerusform>%n решения</numerusform>
            <numerusform>%n решений</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of %2 shown</source>
        <translation>Показано %1 из %2</translation>
    </message>
    <message>
        <source>Close the session</source>
        <translation>Закрыть сессию</translation>
    </message>
    <message numerus="yes">
        <source>Close this session of %n ruling(s) and start a new one? The closed session stays readable under Session.</source>
        <translation>
            <numerusform>Закрыть эту сессию (%n решение) и начать новую? Закрытую сессию можно будет прочитать в списке «Сессия».</numerusform>
            <numerusform>Закрыть эту сессию (%n решения) и начать новую? Закрытую сессию можно будет прочитать в списке «Сессия».</numerusform>
            <numerusform>Закрыть эту сессию (%n решений) и начать новую? Закрытую сессию можно будет прочитать в списке «Сессия».</numerusform>
        </translation>
    </message>
    <message>
        <source>Export the ruling log</source>
        <translation>Экспорт журнала решений</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>Документы PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Cannot export</source>
        <translation>Не удается экспортировать</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>Не удалось записать «%1»: %2</translation>
    </message>
    <message>
        <source>Written: %1 and %2</source>
        <translation>Записано: %1 и %2</translation>
    </message>
    <message>
        <source>A session open in another running copy of the app, read only here.</source>
        <translation>Сессия, открытая в другой запущенной копии приложения; здесь только чтение.</translation>
    </message>
    <message>
        <source>A past session, read only. Closed %1.</source>
        <translation>Прошлая сессия, только чтение. Закрыта %1.</translation>
    </message>
    <message>
        <source>Started %1.</source>
        <translation>Начата %1.</translation>
    </message>
    <message>
        <source>Nothing recorded yet: every ruling shown or applied is added here.</source>
        <translation>Пока ничего не записано: сюда попадает каждое показанное или примененное решение.</translation>
    </message>
    <message>
        <source>The session started %1 is open in another running copy of the app, so this window keeps its rulings in a session of its own.</source>
        <translation>Сессия, начатая %1, открыта в другой запущенной копии приложения, поэтому это окно записывает свои решения в отдельную сессию.</translation>
    </message>
    <message>
        <source>&amp;Session:</source>
        <translation>С&amp;ессия:</translation>
    </message>
    <message>
        <source>The current session, or a past one to read (past sessions cannot change)</source>
        <translation>Текущая сессия или прошлая для чтения (прошлые сессии не меняются)</translation>
    </message>
    <message>
        <source>&amp;Close session</source>
        <translation>&amp;Закрыть сессию</translation>
    </message>
    <message>
        <source>End this session and start a new, empty one (the old one stays readable)</source>
        <translation>Завершить эту сессию и начать новую, пустую (старая остается доступной для чтения)</translation>
    </message>
    <message>
        <source>E&amp;xport log…</source>
        <translation>Э&amp;кспорт журнала…</translation>
    </message>
    <message>
        <source>Write the session's report for the organisers: a PDF and a CSV, chombos and penalties first</source>
        <translation>Отчет о сессии для организаторов: PDF и CSV, сначала чомбо и штрафы</translation>
    </message>
    <message>
        <source>&amp;Kind:</source>
        <translation>Ви&amp;д:</translation>
    </message>
    <message>
        <source>All kinds</source>
        <translation>Все виды</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>&amp;Игрок:</translation>
    </message>
    <message>
        <source>Search names, decisions, notes…</source>
        <translation>Поиск по именам, решениям, заметкам…</translation>
    </message>
    <message>
        <source>&amp;Note on the selected ruling:</source>
        <translation>За&amp;метка судьи к выбранному решению:</translation>
    </message>
    <message>
        <source>What was disputed, who was asked… (kept with the ruling in the report)</source>
        <translation>Что оспаривали, с кем советовались… (попадет в отчет вместе с решением)</translation>
    </message>
    <message>
        <source>Save no&amp;te</source>
        <translation>Сохранить заметк&amp;у</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Время</translation>
    </message>
    <message>
        <source>Table, round</source>
        <translation>Стол, раздача</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Вид</translation>
    </message>
    <message>
        <source>Decision</source>
        <translation>Решение</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
    <message>
        <source>Ruleset</source>
        <translation>Правила</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Заметка судьи</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Riichi Referee</source>
        <extracomment>Settings keys this window owns. Combo-box data for the entry that stands for the current custom ruleset. The size the window opens at when none is saved and its screen has the room. Emitted once, when the window is shown for the first time (start-up measurement). a tab's view was built (on first use): its index the session's ruling log (kept in memory only unless the app gives one with a folder)</extracomment>
        <translation>Судья риичи</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Рука</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Стол</translation>
    </message>
    <message>
        <source>Penalties</source>
        <translation>Штрафы</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Правила</translation>
    </message>
    <message>
        <source>Checks</source>
        <translation>Проверки</translation>
    </message>
    <message>
        <source>Was it allowed: furiten, kan after riichi, tenpai… (Ctrl+5)</source>
        <translation>Было ли это разрешено: фуритен, кан после риичи, темпай… (Ctrl+5)</translation>
    </message>
    <message>
        <source>Score one winning hand (Ctrl+1)</source>
        <translation>Подсчет одной выигравшей руки (Ctrl+1)</translation>
    </message>
    <message>
        <source>Scores at the table: enter a result, preview, apply (Ctrl+2)</source>
        <translation>Очки за столом: введите результат, проверьте, примените (Ctrl+2)</translation>
    </message>
    <message>
        <source>Penalties under the selected ruleset (Ctrl+3)</source>
        <translation>Штрафы по выбранным правилам (Ctrl+3)</translation>
    </message>
    <message>
        <source>The rule texts and ruleset values (Ctrl+4)</source>
        <translation>Тексты правил и значения правил (Ctrl+4)</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>Журнал</translation>
    </message>
    <message>
        <source>Every ruling of the session, for the tournament report (Ctrl+6)</source>
        <translation>Все решения сессии для отчета турнира (Ctrl+6)</translation>
    </message>
    <message>
        <source>L&amp;og</source>
        <translation>&amp;Журнал</translation>
    </message>
    <message>
        <source>&amp;Ruleset:</source>
        <translation>&amp;Правила:</translation>
    </message>
    <message>
        <source>The rules every calculation follows. Your choice is remembered.</source>
        <translation>Правила, по которым ведется каждый расчет. Выбор запоминается.</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>Язык:</translation>
    </message>
    <message>
        <source>The language of the interface</source>
        <translation>Язык интерфейса</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Файл</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Выход</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Вид</translation>
    </message>
    <message>
        <source>&amp;Show to the table</source>
        <translation>&amp;Показать игрокам</translation>
    </message>
    <message>
        <source>Show the result in large type for everyone at the table</source>
        <translation>Показать результат крупно для всех за столом</translation>
    </message>
    <message>
        <source>&amp;Hand</source>
        <translation>&amp;Рука</translation>
    </message>
    <message>
        <source>&amp;Table</source>
        <translation>&amp;Стол</translation>
    </message>
    <message>
        <source>&amp;Penalties</source>
        <translation>&amp;Штрафы</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>П&amp;равила</translation>
    </message>
    <message>
        <source>&amp;Checks</source>
        <translation>Про&amp;верки</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Язык</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Справка</translation>
    </message>
    <message>
        <source>&amp;Example hands…</source>
        <translation>&amp;Примеры рук…</translation>
    </message>
    <message>
        <source>Instructive hands to load into the Hand tab, grouped by theme</source>
        <translation>Поучительные руки по темам: загружаются на вкладку «Рука»</translation>
    </message>
    <message>
        <source>&amp;About Riichi Referee</source>
        <translation>&amp;О программе «Судья риичи»</translation>
    </message>
    <message>
        <source>Custom ruleset based on %1</source>
        <translation>Свои правила на основе %1</translation>
    </message>
    <message numerus="yes">
        <source>%n assumed</source>
        <translation>
            <numerusform>%n допущение</numerusform>
            <numerusform>%n допущения</numerusform>
            <numerusform>%n допущений</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n value(s) in this ruleset were chosen, not read in a rule text.</source>
        <translation>
            <numerusform>%n значение в этих правилах выбрано, а не указано в тексте правил.</numerusform>
            <numerusform>%n значения в этих правилах выбраны, а не указаны в тексте правил.</numerusform>
            <numerusform>%n значений в этих правилах выбраны, а не указаны в тексте правил.</numerusform>
        </translation>
    </message>
    <message>
        <source>Confirm them with the organisers:</source>
        <translation>Уточните их у организаторов:</translation>
    </message>
    <message>
        <source>Click for the list with what each value changes.</source>
        <translation>Нажмите, чтобы открыть список с тем, на что влияет каждое значение.</translation>
    </message>
    <message>
        <source>About Riichi Referee</source>
        <extracomment>The tabs whose views are built on first use (Hand, Table, Penalties, Rules, Checks, Log); tabs added after them are built with the window.</extracomment>
        <translation>О программе «Судья риичи»</translation>
    </message>
    <message>
        <source>Riichi Referee %1</source>
        <translation>Судья риичи %1</translation>
    </message>
    <message>
        <source>An offline assistant for Riichi mahjong referees: scores hands, settles the table and looks up penalties and rules under tournament rulesets.</source>
        <translation>Офлайн-помощник судьи по риичи-маджонгу: считает руки, ведет расчеты за столом и подсказывает штрафы и правила по турнирным регламентам.</translation>
    </message>
    <message>
        <source>Python %1, Qt %2</source>
        <translation>Python %1, Qt %2</translation>
    </message>
</context>
<context>
    <name>PenaltiesView</name>
    <message>
        <source>Search infractions…</source>
        <translation>Поиск нарушений…</translation>
    </message>
    <message>
        <source>Find an infraction by name, consequence, source or term, in English, Russian or Ukrainian (e.g. furiten, kuikae, dead hand)</source>
        <translation>Поиск нарушения по названию, последствию, источнику или термину — на русском, украинском или английском (например: фуритен, куикаэ, мертвая рука)</translation>
    </message>
    <message>
        <source>Open the Rules tab and search it for these words</source>
        <translation>Открыть вкладку «Правила» и найти там эти слова</translation>
    </message>
    <message>
        <source>Show one kind of infraction</source>
        <translation>Показать один вид нарушений</translation>
    </message>
    <message>
        <source>Infraction</source>
        <translation>Нарушение</translation>
    </message>
    <message>
        <source>Consequence</source>
        <translation>Последствие</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Очки</translation>
    </message>
    <message>
        <source>Applied</source>
        <translation>Когда</translation>
    </message>
    <message>
        <source>Certainty</source>
        <translation>Надежность</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Источник</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>Источники</translation>
    </message>
    <message>
        <source>Show or hide what each source key in the Source column stands for</source>
        <translation>Показать или скрыть, что означает каждый ключ источника в столбце «Источник»</translation>
    </message>
    <message>
        <source>Chombo calculator</source>
        <translation>Расчет чомбо</translation>
    </message>
    <message>
        <source>Offender</source>
        <translation>Нарушитель</translation>
    </message>
    <message>
        <source>The seat that committed the chombo (East deals)</source>
        <translation>Место игрока, получившего чомбо (Восток — дилер)</translation>
    </message>
    <message>
        <source>%1 (dealer)</source>
        <translation>%1 (дилер)</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <source>A player of the game at the table, or all four</source>
        <translation>Игрок партии за столом или все четверо</translation>
    </message>
    <message>
        <source>Ruleset: %1</source>
        <translation>Правила: %1</translation>
    </message>
    <message>
        <source>Coloured rows are not confirmed by a rule text: confirm them with the organisers.</source>
        <translation>Цветные строки не подтверждены текстом правил: уточните их у организаторов.</translation>
    </message>
    <message>
        <source>An amount marked %1 follows from an assumed rule value: its tool tip and the line under the table say which.</source>
        <translation>Сумма со знаком %1 получена из допущения в правилах: какого именно — говорят подсказка и строка под таблицей.</translation>
    </message>
    <message>
        <source>An offence the same player repeats in this session costs more each time, as its “Repeated” line says.</source>
        <translation>Если тот же игрок повторяет нарушение в этой сессии, каждый раз оно обходится дороже — см. строку «Повторно».</translation>
    </message>
    <message>
        <source>All kinds</source>
        <translation>Все виды</translation>
    </message>
    <message>
        <source>(at least: %1)</source>
        <translation>(не меньше: %1)</translation>
    </message>
    <message>
        <source>Repeated: %1</source>
        <translation>Повторно: %1</translation>
    </message>
    <message>
        <source>This catalogue cites no sources.</source>
        <translation>Этот перечень не ссылается на источники.</translation>
    </message>
    <message>
        <source>Where the rulings in the Source column come from:</source>
        <translation>Откуда взяты решения в столбце «Источник»:</translation>
    </message>
    <message>
        <source>Select a row to see its full source.</source>
        <translation>Выберите строку, чтобы увидеть источник полностью.</translation>
    </message>
    <message>
        <source>Source: %1</source>
        <translation>Источник: %1</translation>
    </message>
    <message>
        <source>Nothing found for “%1”.</source>
        <translation>По запросу «%1» ничего не найдено.</translation>
    </message>
    <message>
        <source>Search the Rules tab for “%1”</source>
        <translation>Искать «%1» во вкладке «Правила»</translation>
    </message>
    <message>
        <source>Riichi sticks declared in this hand go back to their owners.</source>
        <translation>Ставки риичи, сделанные в этой раздаче, возвращаются владельцам.</translation>
    </message>
    <message>
        <source>All players at the table</source>
        <translation>Все игроки за столом</translation>
    </message>
    <message>
        <source>Offences this session (%1)</source>
        <translation>Нарушения в этой сессии (%1)</translation>
    </message>
    <message>
        <source>Only one kind of infraction is shown: try “%1”.</source>
        <translation>Показан только один вид нарушений: выберите «%1».</translation>
    </message>
    <message>
        <source>%1 pays %2 to %3</source>
        <translation>%1 → %3: %2</translation>
    </message>
    <message>
        <source>%1: %2 off the final score, after uma</source>
        <translation>%1: −%2 из итога, после умы</translation>
    </message>
    <message>
        <source>No points change hands.</source>
        <translation>Очки не переходят из рук в руки.</translation>
    </message>
    <message>
        <source>The hand is replayed; the dealer stays; no counter is added.</source>
        <translation>Раздача переигрывается; дилер остается; хонба не добавляется.</translation>
    </message>
</context>
<context>
    <name>PenaltyWords</name>
    <message>
        <source>%1, then ×%2 each time</source>
        <translation>%1, далее каждый раз ×%2</translation>
    </message>
    <message>
        <source>Repeated offences: %1</source>
        <translation>Повторные нарушения: %1</translation>
    </message>
    <message>
        <source>Assumed: this ruleset's text gives no amounts for repeated offences; confirm with the organisers.</source>
        <translation>Допущение: в тексте этих правил нет сумм за повторные нарушения; уточните у организаторов.</translation>
    </message>
    <message>
        <source>Earlier this session: %1. Next: %2</source>
        <translation>Ранее в этой сессии: %1. Следующее: %2</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>%1 — none earlier this session. Next: %2</source>
        <translation>%1 — ранее в этой сессии таких нарушений не было. Следующее: %2</translation>
    </message>
    <message>
        <source>%1 — no offence logged this session.</source>
        <translation>%1 — в этой сессии нарушений в журнале нет.</translation>
    </message>
    <message>
        <source>%1 — offences logged this session: %2.</source>
        <translation>%1 — нарушений в журнале этой сессии: %2.</translation>
    </message>
    <message>
        <source>Earlier this session: %1.</source>
        <translation>Ранее в этой сессии: %1.</translation>
    </message>
    <message>
        <source>%1 — %2. %3</source>
        <translation>%1 — %2. %3</translation>
    </message>
</context>
<context>
    <name>PreviewPanel</name>
    <message>
        <source>Preview: every transfer</source>
        <extracomment>the one-click chombo offered under a warning, for this seat</extracomment>
        <translation>Предпросмотр выплат</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Кто</translation>
    </message>
    <message>
        <source>To</source>
        <translation>Кому</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Очки</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Причина</translation>
    </message>
    <message>
        <source>Apply this result to the scores (Ctrl+Enter)</source>
        <translation>Применить этот результат к счету (Ctrl+Enter)</translation>
    </message>
    <message>
        <source>Show to the table (F11)</source>
        <translation>Показать игрокам (F11)</translation>
    </message>
    <message>
        <source>Show the preview (after the game: the final results) in large type to every player</source>
        <translation>Показать выплаты (после игры — итоги) крупно всем игрокам</translation>
    </message>
    <message>
        <source>Chombo: %1</source>
        <translation>Чомбо: %1</translation>
    </message>
    <message>
        <source>Enter a chombo for %1 instead of the draw</source>
        <translation>Внести чомбо для %1 вместо ничьей</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <source>Folder</source>
        <translation>Папка</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Файл</translation>
    </message>
    <message>
        <source>%1 File</source>
        <translation>Файл %1</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>Диск</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation>Ярлык</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <translation>&amp;Папка:</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>&amp;Тип файлов:</translation>
    </message>
</context>
<context>
    <name>ReportWriter</name>
    <message>
        <source>Date: %1</source>
        <translation>Дата: %1</translation>
    </message>
    <message>
        <source>Ruleset: %1</source>
        <translation>Правила: %1</translation>
    </message>
    <message>
        <source>Changed from the preset: %1</source>
        <translation>Изменено по сравнению с набором: %1</translation>
    </message>
    <message>
        <source>Referee's note</source>
        <translation>Заметка судьи</translation>
    </message>
    <message>
        <source>Computed by Riichi Referee %1 (offline). Exported %2.</source>
        <translation>Рассчитано программой «Судья риичи» %1 (офлайн). Экспорт: %2.</translation>
    </message>
    <message>
        <source>Seat wind: %1</source>
        <translation>Ветер места: %1</translation>
    </message>
    <message>
        <source>Round wind: %1</source>
        <translation>Ветер раунда: %1</translation>
    </message>
    <message>
        <source>Honba: %1</source>
        <translation>Хонба: %1</translation>
    </message>
    <message>
        <source>Riichi sticks on the table: %1</source>
        <translation>Ставок риичи на столе: %1</translation>
    </message>
    <message>
        <source>Concealed</source>
        <translation>Закрытые</translation>
    </message>
    <message>
        <source>Winning tile (tsumo)</source>
        <translation>Победный тайл (цумо)</translation>
    </message>
    <message>
        <source>Winning tile (ron)</source>
        <translation>Победный тайл (рон)</translation>
    </message>
    <message>
        <source>Paid by the discarder</source>
        <translation>Платит сбросивший</translation>
    </message>
    <message>
        <source>Paid by the dealer</source>
        <translation>Платит дилер</translation>
    </message>
    <message>
        <source>Paid by each other player</source>
        <translation>Платит каждый из остальных</translation>
    </message>
    <message>
        <source>Paid by each non-dealer</source>
        <translation>Платит каждый не-дилер</translation>
    </message>
    <message>
        <source>Honba, from the discarder</source>
        <translation>Хонба, со сбросившего</translation>
    </message>
    <message>
        <source>Honba, from each player</source>
        <translation>Хонба, с каждого игрока</translation>
    </message>
    <message>
        <source>Riichi sticks collected</source>
        <translation>Собранные ставки риичи</translation>
    </message>
    <message>
        <source>Hand ruling</source>
        <translation>Решение по руке</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Рука</translation>
    </message>
    <message>
        <source>Dora indicators</source>
        <translation>Индикаторы доры</translation>
    </message>
    <message>
        <source>Ura-dora indicators</source>
        <translation>Индикаторы урадоры</translation>
    </message>
    <message>
        <source>The hand is not complete: nothing to score.</source>
        <translation>Рука не собрана: считать нечего.</translation>
    </message>
    <message>
        <source>This hand does not score</source>
        <translation>Эта рука не приносит очков</translation>
    </message>
    <message>
        <source>Own discards: %1</source>
        <translation>Свой сброс: %1</translation>
    </message>
    <message>
        <source>Passed since the last discard: %1</source>
        <translation>Пропущено после последнего сброса: %1</translation>
    </message>
    <message>
        <source>Seen elsewhere: %1</source>
        <translation>Видно на столе: %1</translation>
    </message>
    <message>
        <source>Kan of: %1</source>
        <translation>Кан из: %1</translation>
    </message>
    <message>
        <source>Riichi</source>
        <translation>Риичи</translation>
    </message>
    <message>
        <source>A call came before</source>
        <translation>Перед этим было объявление</translation>
    </message>
    <message>
        <source>First draw</source>
        <translation>Первый добор</translation>
    </message>
    <message>
        <source>Check: %1</source>
        <translation>Проверка: %1</translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation>Тайлы</translation>
    </message>
    <message>
        <source>What it costs</source>
        <translation>Чем это грозит</translation>
    </message>
    <message>
        <source>Total: %1 points</source>
        <translation>Итого: %1 очков</translation>
    </message>
    <message>
        <source>Yaku</source>
        <translation>Яку</translation>
    </message>
    <message>
        <source>Fu</source>
        <translation>Фу</translation>
    </message>
    <message>
        <source>Fu: %1, rounded up to %2</source>
        <translation>Фу: %1, с округлением вверх до %2</translation>
    </message>
    <message>
        <source>Payments</source>
        <translation>Выплаты</translation>
    </message>
    <message>
        <source>Total received</source>
        <translation>Всего получено</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Игрок %1</translation>
    </message>
    <message>
        <source>Table game record</source>
        <translation>Запись игры за столом</translation>
    </message>
    <message>
        <source>Table %1</source>
        <translation>Стол %1</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Положение игроков</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Очки</translation>
    </message>
    <message>
        <source>Penalties</source>
        <translation>Штрафы</translation>
    </message>
    <message>
        <source>Final result</source>
        <translation>Итоговый результат</translation>
    </message>
    <message>
        <source>%1 (place %2)</source>
        <translation>%1 (место %2)</translation>
    </message>
    <message>
        <source>Now: %1; riichi sticks on the table: %2</source>
        <translation>Сейчас: %1; ставок риичи на столе: %2</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Игра окончена.</translation>
    </message>
    <message>
        <source>History (%1 hands)</source>
        <translation>История (раздач: %1)</translation>
    </message>
    <message>
        <source>Hand</source>
        <comment>a hand of the game, a column of the history</comment>
        <translation>Раздача</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Результат</translation>
    </message>
    <message>
        <source>No hand has been played yet.</source>
        <translation>Еще не сыграно ни одной раздачи.</translation>
    </message>
    <message>
        <source>Corrections of the record</source>
        <translation>Исправления записи</translation>
    </message>
    <message>
        <source>%1: change</source>
        <translation>%1: изменение</translation>
    </message>
    <message>
        <source>%1: score</source>
        <translation>%1: очки</translation>
    </message>
    <message>
        <source>Correction</source>
        <translation>Исправление</translation>
    </message>
    <message>
        <source>Assumed values</source>
        <translation>Допущения</translation>
    </message>
    <message>
        <source>Final results</source>
        <translation>Итоги</translation>
    </message>
    <message>
        <source>Player id</source>
        <translation>Номер игрока</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Место</translation>
    </message>
    <message>
        <source>Riichi sticks</source>
        <translation>Палочки риичи</translation>
    </message>
    <message>
        <source>Base</source>
        <translation>База</translation>
    </message>
    <message>
        <source>Oka</source>
        <translation>Ока</translation>
    </message>
    <message>
        <source>Uma</source>
        <translation>Ума</translation>
    </message>
    <message>
        <source>Penalty</source>
        <translation>Штраф</translation>
    </message>
    <message>
        <source>Final score</source>
        <translation>Итоговый результат</translation>
    </message>
</context>
<context>
    <name>ResultForm</name>
    <message>
        <source>Hand result</source>
        <extracomment>the result the form holds may be another: the preview is asked again the form holds a result entered for the hand in play; False right after Apply, so that the last hand's values can never be applied a second time by a second click the status line's text as a function, said again after a language switch</extracomment>
        <translation>Итог раздачи</translation>
    </message>
    <message>
        <source>Ron</source>
        <translation>Рон</translation>
    </message>
    <message>
        <source>Tsumo</source>
        <translation>Цумо</translation>
    </message>
    <message>
        <source>Exhaustive draw</source>
        <translation>Ничья</translation>
    </message>
    <message>
        <source>Abortive draw</source>
        <translation>Абортивная ничья</translation>
    </message>
    <message>
        <source>Chombo</source>
        <translation>Чомбо</translation>
    </message>
    <message>
        <source>A win on a discard: one to three winners</source>
        <translation>Победа на сброс: от одного до трех победителей</translation>
    </message>
    <message>
        <source>A win on a self-drawn tile</source>
        <translation>Победа на свой взятый тайл</translation>
    </message>
    <message>
        <source>The wall is empty: who is tenpai</source>
        <translation>Стена закончилась: у кого темпай</translation>
    </message>
    <message>
        <source>The hand ends early without a winner</source>
        <translation>Раздача прерывается без победителя</translation>
    </message>
    <message>
        <source>A serious error: the hand is replayed with a penalty</source>
        <translation>Серьезная ошибка: раздача переигрывается со штрафом</translation>
    </message>
    <message>
        <source>Riichi declared:</source>
        <translation>Объявили риичи:</translation>
    </message>
    <message>
        <source>Players who put down a riichi stick in this hand</source>
        <translation>Игроки, выставившие ставку риичи в этой раздаче</translation>
    </message>
    <message>
        <source>Penalty</source>
        <translation>Штраф</translation>
    </message>
    <message>
        <source>A warning or points off one player's final result, between hands: the hand in play goes on (dealer, honba and riichi sticks stay)</source>
        <translation>Предупреждение или штрафные очки из итога одного игрока, между раздачами: текущая раздача продолжается (дилер, хонба и ставки риичи не меняются)</translation>
    </message>
    <message>
        <source>Discarder</source>
        <translation>Сбросивший</translation>
    </message>
    <message>
        <source>The player whose discard was won on</source>
        <translation>Игрок, на чей сброс объявлен рон</translation>
    </message>
    <message>
        <source>The player who committed the chombo</source>
        <translation>Игрок, совершивший чомбо</translation>
    </message>
    <message>
        <source>Why the hand was aborted</source>
        <translation>Почему раздача прервана</translation>
    </message>
    <message>
        <source>Tenpai:</source>
        <translation>Темпай:</translation>
    </message>
    <message>
        <source>Players tenpai when the wall ran out</source>
        <translation>Игроки, которые были в темпае, когда закончилась стена</translation>
    </message>
    <message>
        <source>Nagashi mangan:</source>
        <translation>Нагаши манган:</translation>
    </message>
    <message>
        <source>Players whose discards were all terminals and honours, none of them called</source>
        <translation>Игроки, все сбросы которых — терминалы и благородные тайлы, и ни один из них не забрали</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Причина</translation>
    </message>
    <message>
        <source>Offender</source>
        <translation>Нарушитель</translation>
    </message>
    <message>
        <source>Offence</source>
        <translation>Нарушение</translation>
    </message>
    <message>
        <source>What the chombo is given for (kept in the record and the ruling log)</source>
        <translation>За что дано чомбо (сохраняется в записи и журнале решений)</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <source>The player the penalty is given to</source>
        <translation>Игрок, которому назначен штраф</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Очки</translation>
    </message>
    <message>
        <source>The amount the referee gives, within what the ruleset allows</source>
        <translation>Сумма, которую назначает судья, в пределах, разрешенных правилами</translation>
    </message>
    <message>
        <source>The offences of the game's ruleset that cost a warning or points: a repeat costs more (kept in the record and the ruling log)</source>
        <translation>Нарушения по правилам игры, за которые дают предупреждение или штрафные очки: за повторное штраф выше (сохраняется в записи игры и судейском журнале)</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Победитель</translation>
    </message>
    <message>
        <source>Han</source>
        <translation>Хан</translation>
    </message>
    <message>
        <source>Fu</source>
        <translation>Фу</translation>
    </message>
    <message>
        <source>Yakuman</source>
        <translation>Якуман</translation>
    </message>
    <message>
        <source>Pao</source>
        <translation>Пао</translation>
    </message>
    <message>
        <source>Not named</source>
        <translation>Не указано</translation>
    </message>
    <message>
        <source>This ruleset has no penalty catalogue: the software prevents errors</source>
        <translation>В этих правилах нет перечня штрафов: программа сама не допускает ошибок</translation>
    </message>
    <message>
        <source>This ruleset has no abortive draws</source>
        <translation>В этих правилах нет абортивных ничьих</translation>
    </message>
    <message>
        <source>Not a hand: the dealer, honba and riichi sticks stay as they are.</source>
        <translation>Это не раздача: дилер, хонба и ставки риичи остаются прежними.</translation>
    </message>
    <message>
        <source>Riichi declared: the sticks go back to their owners after a chombo.</source>
        <translation>Объявили риичи: после чомбо ставки возвращаются владельцам.</translation>
    </message>
    <message>
        <source>Chombo entered for %1: check the preview, then apply.</source>
        <translation>Чомбо для %1 внесено: проверьте выплаты и примените.</translation>
    </message>
    <message>
        <source>%1 declared riichi but is not ticked tenpai: %2 has no penalty for this (a riichi hand is always tenpai there). Check the ticks.</source>
        <translation>%1 объявил(а) риичи, но не отмечен(а) в темпае: в %2 штрафа за это нет (там рука с риичи всегда в темпае). Проверьте отметки.</translation>
    </message>
    <message>
        <source>%1 declared riichi but is not ticked tenpai: under %2, noten riichi at an exhaustive draw is: %3.</source>
        <translation>%1 объявил(а) риичи, но не отмечен(а) в темпае: по правилам %2 за нотен-риичи при ничьей — %3.</translation>
    </message>
    <message>
        <source>%1 honba: under %2, %3 needs 2 han without counting dora to win. Check that the han entered hold 2 han of yaku.</source>
        <translation>Хонба: %1. По правилам %2 игроку %3 для победы нужно 2 хан без учета доры. Проверьте, что во введенных хан есть 2 хан яку.</translation>
    </message>
    <message>
        <source>The hand taken from the Hand view for %1 has riichi, but %1 is not ticked under “Riichi declared”: no riichi stick would be collected.</source>
        <translation>В руке, взятой с вкладки «Рука» для игрока %1, есть риичи, но %1 не отмечен в «Объявили риичи»: ставка риичи не будет собрана.</translation>
    </message>
    <message>
        <source>%1 is ticked under “Riichi declared”, but the hand taken from the Hand view has no riichi: its han count none.</source>
        <translation>%1 отмечен в «Объявили риичи», но в руке, взятой с вкладки «Рука», риичи нет: в ее хан риичи не входит.</translation>
    </message>
    <message>
        <source>Head bump (atamahane): %1 takes the win, the first claimant counter-clockwise from the discarder; %2 does not win.</source>
        <translation>Атамаханэ: выигрывает %1 — первый из объявивших рон против часовой стрелки от сбросившего; %2 не выигрывает.</translation>
    </message>
    <message>
        <source>Tick all four players for riichi to choose this</source>
        <translation>Чтобы выбрать это, отметьте риичи у всех четырех игроков</translation>
    </message>
</context>
<context>
    <name>RulesView</name>
    <message>
        <source>Yaku</source>
        <translation>Яку</translation>
    </message>
    <message>
        <source>Fu</source>
        <translation>Фу</translation>
    </message>
    <message>
        <source>Score tables</source>
        <translation>Таблицы очков</translation>
    </message>
    <message>
        <source>Draws and abortive draws</source>
        <translation>Ничьи и абортивные ничьи</translation>
    </message>
    <message>
        <source>Riichi</source>
        <translation>Риичи</translation>
    </message>
    <message>
        <source>Calls</source>
        <translation>Объявления сетов</translation>
    </message>
    <message>
        <source>Kan</source>
        <translation>Кан</translation>
    </message>
    <message>
        <source>Furiten</source>
        <translation>Фуритен</translation>
    </message>
    <message>
        <source>Dealer, counters and end of game</source>
        <translation>Дилер, хонба и конец игры</translation>
    </message>
    <message>
        <source>Pao (liability)</source>
        <translation>Пао (ответственность)</translation>
    </message>
    <message>
        <source>Chombo</source>
        <translation>Чомбо</translation>
    </message>
    <message>
        <source>Penalties</source>
        <translation>Штрафы</translation>
    </message>
    <message>
        <source>Compare rulesets</source>
        <translation>Сравнить правила</translation>
    </message>
    <message>
        <source>Exhaustive draw and tenpai payments</source>
        <translation>Ничья и выплаты за нотен</translation>
    </message>
    <message>
        <source>Who counts as tenpai</source>
        <translation>Кто считается в темпае</translation>
    </message>
    <message>
        <source>Abortive draws</source>
        <translation>Абортивные ничьи</translation>
    </message>
    <message>
        <source>Kyuushu kyuuhai (nine different terminals and honours)</source>
        <translation>Кюсюкюхай (девять разных терминалов и благородных)</translation>
    </message>
    <message>
        <source>Suufon renda (four winds)</source>
        <translation>Суфон ренда (четыре ветра)</translation>
    </message>
    <message>
        <source>Suucha riichi (four riichi)</source>
        <translation>Сууча риичи (четыре риичи)</translation>
    </message>
    <message>
        <source>Suukaikan (four kans)</source>
        <translation>Суукайкан (четыре кана)</translation>
    </message>
    <message>
        <source>Double and triple ron</source>
        <translation>Двойной и тройной рон</translation>
    </message>
    <message>
        <source>Riichi conditions</source>
        <translation>Условия риичи</translation>
    </message>
    <message>
        <source>Riichi sticks</source>
        <translation>Ставки риичи</translation>
    </message>
    <message>
        <source>Call priority</source>
        <translation>Приоритет объявлений</translation>
    </message>
    <message>
        <source>Kuikae (swap-calling)</source>
        <translation>Куикаэ (замена после объявления)</translation>
    </message>
    <message>
        <source>Kan after riichi</source>
        <translation>Кан после риичи</translation>
    </message>
    <message>
        <source>Kan dora</source>
        <translation>Кандора</translation>
    </message>
    <message>
        <source>Temporary furiten</source>
        <translation>Временный фуритен</translation>
    </message>
    <message>
        <source>Furiten in riichi</source>
        <translation>Фуритен в риичи</translation>
    </message>
    <message>
        <source>Rounding and kiriage mangan</source>
        <translation>Округление и кириаге манган</translation>
    </message>
    <message>
        <source>Double yakuman</source>
        <translation>Двойной якуман</translation>
    </message>
    <message>
        <source>Kazoe yakuman</source>
        <translation>Счетный якуман (казое)</translation>
    </message>
    <message>
        <source>Minimum han</source>
        <translation>Минимум хан</translation>
    </message>
    <message>
        <source>Dora</source>
        <translation>Дора</translation>
    </message>
    <message>
        <source>Red fives</source>
        <translation>Акадора (красные пятерки)</translation>
    </message>
    <message>
        <source>Dealer rotation (renchan)</source>
        <translation>Смена дилера (ренчан)</translation>
    </message>
    <message>
        <source>Honba (counters)</source>
        <translation>Хонба</translation>
    </message>
    <message>
        <source>Agari-yame</source>
        <translation>Агарияме</translation>
    </message>
    <message>
        <source>End of the game</source>
        <translation>Конец игры</translation>
    </message>
    <message>
        <source>Uma and oka</source>
        <translation>Ума и ока</translation>
    </message>
    <message>
        <source>Dead hand</source>
        <translation>Мертвая рука</translation>
    </message>
    <message>
        <source>Chombo penalty</source>
        <translation>Штраф за чомбо</translation>
    </message>
    <message>
        <source>Search: pinfu, пинфу, пінфу…</source>
        <translation>Поиск: pinfu, пинфу, пінфу…</translation>
    </message>
    <message>
        <source>Search yaku and rules by romaji, Russian or Ukrainian name, or any word</source>
        <translation>Поиск яку и правил по ромадзи, русскому или украинскому названию или любому слову</translation>
    </message>
    <message>
        <source>Show only the rules that differ</source>
        <translation>Показывать только различающиеся правила</translation>
    </message>
    <message>
        <source>Custom ruleset…</source>
        <translation>Свои правила…</translation>
    </message>
    <message>
        <source>Start from a preset, change any rule, save it to a file or apply it</source>
        <translation>Взять набор правил за основу, изменить любое правило, сохранить в файл или применить</translation>
    </message>
    <message>
        <source>Yakuman</source>
        <translation>Якуман</translation>
    </message>
    <message numerus="yes">
        <source>%n found</source>
        <translation>
            <numerusform>найдено: %n</numerusform>
            <numerusform>найдено: %n</numerusform>
            <numerusform>найдено: %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing found for “%1”.</source>
        <translation>По запросу «%1» ничего не найдено.</translation>
    </message>
    <message>
        <source>Did you mean:</source>
        <translation>Возможно, вы искали:</translation>
    </message>
    <message>
        <source>Try the romaji name (pinfu, kuikae), the Russian or Ukrainian name (пинфу, пінфу), or the first letters of one word.</source>
        <translation>Попробуйте название ромадзи (pinfu, kuikae), русское или украинское название (пинфу, пінфу) или первые буквы одного слова.</translation>
    </message>
    <message>
        <source>Often looked up:</source>
        <translation>Часто ищут:</translation>
    </message>
    <message>
        <source>Values for the ruleset: %1</source>
        <translation>Значения для правил: %1</translation>
    </message>
    <message>
        <source>not used</source>
        <translation>не используется</translation>
    </message>
    <message>
        <source>mangan</source>
        <translation>манган</translation>
    </message>
    <message>
        <source>mangan payment (not a win)</source>
        <translation>выплата мангана (не победа)</translation>
    </message>
    <message>
        <source>Closed hand</source>
        <translation>Закрытая рука</translation>
    </message>
    <message>
        <source>Open hand</source>
        <translation>Открытая рука</translation>
    </message>
    <message>
        <source>Example: the discards</source>
        <translation>Пример: сброс</translation>
    </message>
    <message>
        <source>Example (the winning tile set apart, then the calls)</source>
        <translation>Пример (победный тайл отдельно, затем открытые сеты)</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Название</translation>
    </message>
    <message>
        <source>Closed</source>
        <translation>Закрытая</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Открытая</translation>
    </message>
    <message>
        <source>Used in %1: yes</source>
        <translation>В правилах %1: да</translation>
    </message>
    <message>
        <source>Used in %1: no</source>
        <translation>В правилах %1: нет</translation>
    </message>
    <message>
        <source>More: %1</source>
        <translation>Подробнее: %1</translation>
    </message>
    <message>
        <source>Double ron under %1: both winners are paid.</source>
        <translation>Двойной рон по правилам %1: выплаты получают оба победителя.</translation>
    </message>
    <message>
        <source>Double ron under %1: only the first claimant counter-clockwise from the discarder wins (head bump).</source>
        <translation>Двойной рон по правилам %1: выигрывает только первый по очереди после сбросившего (атамаханэ).</translation>
    </message>
    <message>
        <source>Triple ron under %1: no one wins; the hand is an abortive draw.</source>
        <translation>Тройной рон по правилам %1: никто не выигрывает, раздача — абортивная ничья.</translation>
    </message>
    <message>
        <source>Triple ron under %1: only the first claimant counter-clockwise from the discarder wins (head bump).</source>
        <translation>Тройной рон по правилам %1: выигрывает только первый по очереди после сбросившего (атамаханэ).</translation>
    </message>
    <message>
        <source>Triple ron under %1: all three winners are paid.</source>
        <translation>Тройной рон по правилам %1: выплаты получают все три победителя.</translation>
    </message>
    <message>
        <source>%1 all</source>
        <translation>по %1 с каждого</translation>
    </message>
    <message>
        <source>Non-dealer, ron (paid by the discarder)</source>
        <translation>Не-дилер, рон (платит сбросивший)</translation>
    </message>
    <message>
        <source>Non-dealer, tsumo (each non-dealer / the dealer)</source>
        <translation>Не-дилер, цумо (каждый не-дилер / дилер)</translation>
    </message>
    <message>
        <source>Dealer, ron (paid by the discarder)</source>
        <translation>Дилер, рон (платит сбросивший)</translation>
    </message>
    <message>
        <source>Dealer, tsumo (each player)</source>
        <translation>Дилер, цумо (каждый игрок)</translation>
    </message>
    <message>
        <source>Limit hands</source>
        <translation>Лимитные руки</translation>
    </message>
    <message>
        <source>Limit</source>
        <translation>Лимит</translation>
    </message>
    <message>
        <source>Han</source>
        <translation>Хан</translation>
    </message>
    <message>
        <source>Non-dealer ron</source>
        <translation>Рон не-дилера</translation>
    </message>
    <message>
        <source>Non-dealer tsumo</source>
        <translation>Цумо не-дилера</translation>
    </message>
    <message>
        <source>Dealer ron</source>
        <translation>Рон дилера</translation>
    </message>
    <message>
        <source>Dealer tsumo</source>
        <translation>Цумо дилера</translation>
    </message>
</context>
<context>
    <name>RulesetCompare</name>
    <message>
        <source>● and a coloured row: the rulesets differ. ⚠: assumed value, confirm it.</source>
        <translation>● и цветная строка: правила различаются. ⚠: допущение, уточните его.</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Правило</translation>
    </message>
    <message>
        <source>Assumed values</source>
        <translation>Допущения</translation>
    </message>
</context>
<context>
    <name>RulesetEditor</name>
    <message>
        <source>Custom ruleset</source>
        <extracomment>A ruleset file nests 3 levels (an object of lists of uma lists); more is not a ruleset. the spin boxes' step (the ranges are the engine's, `int_range`); others step by 100 points the open "changes not applied" question, if any</extracomment>
        <translation>Свои правила</translation>
    </message>
    <message>
        <source>Start from</source>
        <translation>На основе</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Название</translation>
    </message>
    <message>
        <source>The name shown for this ruleset</source>
        <translation>Название, под которым показываются эти правила</translation>
    </message>
    <message>
        <source>Load…</source>
        <translation>Загрузить…</translation>
    </message>
    <message>
        <source>Read a custom ruleset from a JSON file</source>
        <translation>Прочитать свои правила из файла JSON</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>Сохранить…</translation>
    </message>
    <message>
        <source>Write this ruleset to a JSON file</source>
        <translation>Записать эти правила в файл JSON</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Применить</translation>
    </message>
    <message>
        <source>Use this ruleset everywhere in the app</source>
        <translation>Использовать эти правила во всей программе</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <source>The preset whose rules you change; your changes are kept when you switch</source>
        <translation>Набор правил, который вы меняете; при смене набора ваши изменения сохраняются</translation>
    </message>
    <message>
        <source>A warning sign next to a value: the preset chose it rather than read it in a rule text. Point at the sign to read why.</source>
        <translation>Знак предупреждения рядом со значением: это допущение набора правил, а не значение из текста правил. Наведите на знак, чтобы узнать почему.</translation>
    </message>
    <message>
        <source>Kept your changes over %1: %2</source>
        <translation>Ваши изменения сохранены поверх %1: %2</translation>
    </message>
    <message>
        <source>Write four numbers separated by / for each uma, and separate the options with ;</source>
        <translation>Для каждого варианта умы напишите четыре числа через /, а варианты разделите ;</translation>
    </message>
    <message>
        <source>There is no preset “%1” to start from; the presets are: %2.</source>
        <translation>Набора правил «%1» нет; есть наборы: %2.</translation>
    </message>
    <message>
        <source>“base” must name the preset the ruleset starts from.</source>
        <translation>«base» должно называть набор правил, взятый за основу.</translation>
    </message>
    <message>
        <source>The name must be a text of at most 200 characters.</source>
        <translation>Название должно быть текстом не длиннее 200 символов.</translation>
    </message>
    <message>
        <source>A ruleset is a preset id or an object with a “base” preset id.</source>
        <translation>Правила — это идентификатор набора правил или объект с идентификатором набора в «base».</translation>
    </message>
    <message>
        <source>“%1” is not a rule this app knows; check its spelling.</source>
        <translation>«%1» — неизвестное приложению правило; проверьте написание.</translation>
    </message>
    <message>
        <source>Use a whole number from %1 to %2.</source>
        <translation>Нужно целое число от %1 до %2.</translation>
    </message>
    <message>
        <source>Use one of: %1.</source>
        <translation>Допустимые значения: %1.</translation>
    </message>
    <message>
        <source>Use true or false.</source>
        <translation>Нужно true или false.</translation>
    </message>
    <message>
        <source>The return (%1) must not be below the start points (%2): the oka would be negative.</source>
        <translation>Очки возврата (%1) не могут быть меньше стартовых очков (%2): ока была бы отрицательной.</translation>
    </message>
    <message>
        <source>Use a whole number.</source>
        <translation>Нужно целое число.</translation>
    </message>
    <message>
        <source>Use a list of ids.</source>
        <translation>Нужен список идентификаторов.</translation>
    </message>
    <message>
        <source>Unknown ids: %1.</source>
        <translation>Неизвестные идентификаторы: %1.</translation>
    </message>
    <message>
        <source>These cannot be in this list: %1.</source>
        <translation>Этого не может быть в этом списке: %1.</translation>
    </message>
    <message>
        <source>Use a list of umas, each four whole numbers.</source>
        <translation>Нужен список вариантов умы, каждый из четырех целых чисел.</translation>
    </message>
    <message>
        <source>Write four whole numbers.</source>
        <translation>Напишите четыре целых числа.</translation>
    </message>
    <message>
        <source>The four values must add up to zero; these add up to %1.</source>
        <translation>Сумма четырех значений должна быть равна нулю; здесь она равна %1.</translation>
    </message>
    <message>
        <source>The values must fall from first place to fourth.</source>
        <translation>Значения должны убывать от первого места к четвертому.</translation>
    </message>
    <message>
        <source>With “%1” above zero, each uma needs equal steps between the places (like 15000/5000/-5000/-15000); these steps are %2.</source>
        <translation>Если «%1» больше нуля, шаги умы между местами должны быть равны (например, 15000/5000/-5000/-15000); здесь шаги: %2.</translation>
    </message>
    <message>
        <source>Option %1: %2</source>
        <translation>Вариант %1: %2</translation>
    </message>
    <message>
        <source>Your changes to the ruleset are not applied yet.</source>
        <translation>Ваши изменения правил еще не применены.</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Отбросить</translation>
    </message>
    <message>
        <source>Keep editing</source>
        <translation>Продолжить редактирование</translation>
    </message>
    <message>
        <source>Apply them, discard them, or keep editing?</source>
        <translation>Применить их, отбросить или продолжить редактирование?</translation>
    </message>
    <message>
        <source>They cannot be applied as they are: %1</source>
        <translation>В таком виде их нельзя применить: %1</translation>
    </message>
    <message>
        <source>the name holds a character that cannot be saved</source>
        <translation>в названии есть символ, который нельзя сохранить</translation>
    </message>
    <message>
        <source>Could not save the ruleset: %1</source>
        <translation>Не удалось сохранить правила: %1</translation>
    </message>
    <message>
        <source>Saved to %1</source>
        <translation>Сохранено в «%1»</translation>
    </message>
    <message>
        <source>the file is too large to be a ruleset</source>
        <translation>файл слишком велик для файла правил</translation>
    </message>
    <message>
        <source>a ruleset file holds one JSON object</source>
        <translation>файл правил должен содержать один объект JSON</translation>
    </message>
    <message>
        <source>the file does not name its base preset ('base')</source>
        <translation>в файле не указан базовый набор ('base')</translation>
    </message>
    <message>
        <source>the file is not text (UTF-8)</source>
        <translation>файл не текстовый (UTF-8)</translation>
    </message>
    <message>
        <source>the file does not exist</source>
        <translation>файл не существует</translation>
    </message>
    <message>
        <source>it is a folder</source>
        <translation>это папка</translation>
    </message>
    <message>
        <source>it is not an ordinary file</source>
        <translation>это не обычный файл</translation>
    </message>
    <message>
        <source>not valid JSON (line %1, column %2)</source>
        <translation>некорректный JSON (строка %1, столбец %2)</translation>
    </message>
    <message>
        <source>it is nested too deeply to be a ruleset</source>
        <translation>вложенность слишком глубока для файла правил</translation>
    </message>
    <message>
        <source>it names the key “%1” twice</source>
        <translation>ключ «%1» указан дважды</translation>
    </message>
    <message>
        <source>it holds a number far out of range</source>
        <translation>в нем есть число далеко за допустимыми пределами</translation>
    </message>
    <message>
        <source>Loaded %1</source>
        <translation>Загружено: «%1»</translation>
    </message>
    <message>
        <source>Could not load %1: %2</source>
        <translation>Не удалось загрузить «%1»: %2</translation>
    </message>
    <message>
        <source>Load ruleset</source>
        <translation>Загрузка правил</translation>
    </message>
    <message>
        <source>Ruleset (*.json)</source>
        <translation>Правила (*.json)</translation>
    </message>
    <message>
        <source>Save ruleset</source>
        <translation>Сохранение правил</translation>
    </message>
    <message>
        <source>Applied: %1</source>
        <translation>Применено: %1</translation>
    </message>
</context>
<context>
    <name>RulingLog</name>
    <message>
        <source>The ruling log %1 could not be read: %3.</source>
        <extracomment>Tests and portable set-ups may move the log folder with this environment variable. A session of a whole tournament day is a few hundred rulings of about 1 KB each. How deep a line's JSON may nest at all (its decision part is checked against the above). The kinds the views emit today (HELPERS: hand, check, chombo, penalty, correction). A kind the app does not know yet (from a newer app, same format version) is kept and shown by id. The kinds a tournament report lists first (the EMA report's list of chombos and penalties).</extracomment>
        <translation>Не удалось прочитать журнал решений %1: %3.</translation>
    </message>
    <message>
        <source>The ruling log %1 is too large (%4 KB; at most %5 KB).</source>
        <translation>Журнал решений %1 слишком велик (%4 КБ; не более %5 КБ).</translation>
    </message>
    <message>
        <source>The file %1 is not a ruling log of this app.</source>
        <translation>Файл %1 не является журналом решений этого приложения.</translation>
    </message>
    <message>
        <source>The ruling log %1 was written by a newer version of the app (log version %4; this version reads up to %5). Please update the app.</source>
        <translation>Журнал решений %1 записан более новой версией приложения (версия журнала %4; эта версия читает до %5). Обновите приложение.</translation>
    </message>
    <message>
        <source>The ruling log %1 has no valid version number.</source>
        <translation>В журнале решений %1 нет правильного номера версии.</translation>
    </message>
    <message>
        <source>The ruling log %1 is damaged at line %4: %3.</source>
        <translation>Журнал решений %1 поврежден в строке %4: %3.</translation>
    </message>
    <message>
        <source>The ruling log %1 could not be written: %3.</source>
        <translation>Не удалось записать журнал решений %1: %3.</translation>
    </message>
    <message>
        <source>the line is not valid JSON</source>
        <translation>строка — некорректный JSON</translation>
    </message>
    <message>
        <source>the line is not UTF-8 text</source>
        <translation>строка не является текстом UTF-8</translation>
    </message>
    <message>
        <source>the line is too long</source>
        <translation>строка слишком длинная</translation>
    </message>
    <message>
        <source>a record is missing or out of order</source>
        <translation>запись пропущена или стоит не по порядку</translation>
    </message>
    <message>
        <source>records follow the end of the session</source>
        <translation>после конца сессии есть записи</translation>
    </message>
    <message>
        <source>a record has a wrong or missing field</source>
        <translation>в записи неверное или отсутствующее поле</translation>
    </message>
    <message>
        <source>a note refers to no ruling</source>
        <translation>заметка судьи не относится ни к одному решению</translation>
    </message>
    <message>
        <source>It was set aside as %1.</source>
        <translation>Файл отложен под именем %1.</translation>
    </message>
    <message>
        <source>it is a folder</source>
        <translation>это папка</translation>
    </message>
    <message>
        <source>it is not an ordinary file</source>
        <translation>это не обычный файл</translation>
    </message>
    <message>
        <source>it is a link to another file</source>
        <translation>это ссылка на другой файл</translation>
    </message>
</context>
<context>
    <name>RulingText</name>
    <message>
        <source>Hand value</source>
        <translation>Стоимость руки</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Проверка</translation>
    </message>
    <message>
        <source>Chombo</source>
        <translation>Чомбо</translation>
    </message>
    <message>
        <source>Penalty</source>
        <translation>Штраф</translation>
    </message>
    <message>
        <source>Correction</source>
        <translation>Исправление</translation>
    </message>
    <message>
        <source>Hand tab</source>
        <translation>Вкладка «Рука»</translation>
    </message>
    <message>
        <source>Table tab</source>
        <translation>Вкладка «Стол»</translation>
    </message>
    <message>
        <source>Checks tab</source>
        <translation>Вкладка «Проверки»</translation>
    </message>
    <message>
        <source>Tenpai</source>
        <translation>Темпай</translation>
    </message>
    <message>
        <source>Furiten</source>
        <translation>Фуритен</translation>
    </message>
    <message>
        <source>Kan after riichi</source>
        <translation>Кан после риичи</translation>
    </message>
    <message>
        <source>Hand %1 deleted</source>
        <translation>Раздача %1 удалена</translation>
    </message>
    <message>
        <source>Hand %1 inserted</source>
        <translation>Раздача %1 вставлена</translation>
    </message>
    <message>
        <source>Seating fixed from hand %1 on</source>
        <translation>Рассадка исправлена начиная с раздачи %1</translation>
    </message>
    <message>
        <source>Discarder: %1 → %2</source>
        <translation>Сбросивший: %1 → %2</translation>
    </message>
    <message>
        <source>Winners: %1 → %2</source>
        <translation>Победители: %1 → %2</translation>
    </message>
    <message>
        <source>Riichi: %1 → %2</source>
        <translation>Риичи: %1 → %2</translation>
    </message>
    <message>
        <source>Tenpai: %1 → %2</source>
        <translation>Темпай: %1 → %2</translation>
    </message>
    <message>
        <source>Nagashi mangan: %1 → %2</source>
        <translation>Нагаши манган: %1 → %2</translation>
    </message>
    <message>
        <source>Offender: %1 → %2</source>
        <translation>Нарушитель: %1 → %2</translation>
    </message>
    <message>
        <source>not tenpai</source>
        <translation>не темпай</translation>
    </message>
    <message numerus="yes">
        <source>%n later hand(s) settled again</source>
        <translation><numerusform>%n следующая раздача пересчитана</numerusform><numerusform>%n следующие раздачи пересчитаны</numerusform><numerusform>%n следующих раздач пересчитано</numerusform></translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Игрок %1</translation>
    </message>
    <message>
        <source>No win: %1</source>
        <translation>Выигрыша нет: %1</translation>
    </message>
    <message>
        <source>%1 off the final score</source>
        <translation>%1 из итога</translation>
    </message>
    <message>
        <source>%1 paid to the others</source>
        <translation>%1 выплачено остальным</translation>
    </message>
    <message>
        <source>%1: %2 — withdrawn (the hand was taken back)</source>
        <translation>%1: %2 — снято (раздача отменена)</translation>
    </message>
    <message>
        <source>points moved in hands %1</source>
        <translation>очки изменились в раздачах %1</translation>
    </message>
    <message>
        <source>to look at: hands %1</source>
        <translation>проверить: раздачи %1</translation>
    </message>
    <message>
        <source>Hand %1 corrected</source>
        <translation>Раздача %1 исправлена</translation>
    </message>
    <message>
        <source>waits %1</source>
        <translation>ожидания %1</translation>
    </message>
    <message>
        <source>%1 %2, %3 honba</source>
        <translation>%1 %2, хонба: %3</translation>
    </message>
    <message>
        <source>%1: %2 — %3</source>
        <translation>%1: %2 — %3</translation>
    </message>
</context>
<context>
    <name>SaveProblemBanner</name>
    <message>
        <source>Your work is not being saved automatically: %1. What you entered stays in this window, but a crash now would lose it. Correct the problem or save it to a file.</source>
        <translation>Ваша работа не сохраняется автоматически: %1. Все введенное остается в этом окне, но при сбое оно будет потеряно. Устраните причину или сохраните работу в файл.</translation>
    </message>
    <message>
        <source>Save as…</source>
        <translation>Сохранить как…</translation>
    </message>
</context>
<context>
    <name>SeatingDialog</name>
    <message>
        <source>Seating</source>
        <translation>Рассадка</translation>
    </message>
    <message>
        <source>Seats in turn order. Type each player's name and choose who deals first (East 1).</source>
        <translation>Места по порядку хода. Введите имя каждого игрока и выберите, кто сдает первым (Восток 1).</translation>
    </message>
    <message>
        <source>Deals first (East 1):</source>
        <translation>Первый дилер (Восток 1):</translation>
    </message>
    <message>
        <source>The player who deals the first hand, East 1</source>
        <translation>Игрок, который сдает первым, Восток 1</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Место %1</translation>
    </message>
    <message>
        <source>Player's name (optional)</source>
        <translation>Имя игрока (необязательно)</translation>
    </message>
    <message>
        <source>At the start: %1</source>
        <translation>В начале игры: %1</translation>
    </message>
</context>
<context>
    <name>ShowTableOverlay</name>
    <message>
        <source>Esc returns to the Hand view.</source>
        <translation>Esc — назад на вкладку «Рука».</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <source>Result shown to the table</source>
        <translation>Результат для стола</translation>
    </message>
    <message>
        <source>Tenpai</source>
        <translation>Темпай</translation>
    </message>
    <message>
        <source>Not tenpai</source>
        <translation>Не темпай</translation>
    </message>
    <message>
        <source>Waits</source>
        <translation>Ожидания</translation>
    </message>
    <message>
        <source>No win</source>
        <translation>Нет победы</translation>
    </message>
    <message>
        <source>No hand yet</source>
        <translation>Руки пока нет</translation>
    </message>
</context>
<context>
    <name>SignOffDialog</name>
    <message>
        <source>Sign-off sheet</source>
        <translation>Лист подписей</translation>
    </message>
    <message>
        <source>Save as PDF…</source>
        <translation>Сохранить как PDF…</translation>
    </message>
    <message>
        <source>Save as CSV…</source>
        <translation>Сохранить как CSV…</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <source>Save the sign-off sheet</source>
        <translation>Сохранить лист подписей</translation>
    </message>
    <message>
        <source>The sheet could not be saved: %1</source>
        <translation>Не удалось сохранить лист: %1</translation>
    </message>
</context>
<context>
    <name>SignOffSheet</name>
    <message>
        <source>The game is not over: there are no final results to check.</source>
        <translation>Игра не окончена: итоговых результатов для проверки нет.</translation>
    </message>
    <message>
        <source>Scores plus riichi sticks left: %1 of %2: adds up</source>
        <translation>Очки плюс оставшиеся ставки риичи: %1 из %2: сходится</translation>
    </message>
    <message>
        <source>Scores plus riichi sticks left: %1 of %2: does NOT add up</source>
        <translation>Очки плюс оставшиеся ставки риичи: %1 из %2: НЕ сходится</translation>
    </message>
    <message>
        <source>Final results before penalties: %1 (riichi sticks nobody received: %2): add up</source>
        <translation>Итоговые результаты до штрафов: %1 (ставки риичи, не доставшиеся никому: %2): сходятся</translation>
    </message>
    <message>
        <source>Final results before penalties: %1 (riichi sticks nobody received: %2): do NOT add up</source>
        <translation>Итоговые результаты до штрафов: %1 (ставки риичи, не доставшиеся никому: %2): НЕ сходятся</translation>
    </message>
    <message>
        <source>Penalties off the final results: %1</source>
        <translation>Штрафы из итоговых результатов: %1</translation>
    </message>
    <message>
        <source>Referee</source>
        <translation>Судья</translation>
    </message>
    <message>
        <source>Sign-off sheet</source>
        <translation>Лист подписей</translation>
    </message>
    <message>
        <source>Table %1</source>
        <translation>Стол %1</translation>
    </message>
    <message>
        <source>Final results</source>
        <translation>Итоги</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Место</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Очки</translation>
    </message>
    <message>
        <source>Final result</source>
        <translation>Итоговый результат</translation>
    </message>
    <message>
        <source>Chombo and penalties</source>
        <translation>Чомбо и штрафы</translation>
    </message>
    <message>
        <source>None.</source>
        <translation>Нет.</translation>
    </message>
    <message>
        <source>Corrections of the record</source>
        <translation>Исправления записи</translation>
    </message>
    <message>
        <source>Signatures</source>
        <translation>Подписи</translation>
    </message>
    <message>
        <source>By signing you confirm the final results above.</source>
        <translation>Подписью вы подтверждаете итоговые результаты выше.</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Проверка</translation>
    </message>
</context>
<context>
    <name>SituationPanel</name>
    <message>
        <source>Ron</source>
        <translation>Рон</translation>
    </message>
    <message>
        <source>Won on another player's discard (key T switches).</source>
        <translation>Победа на чужой сброс (клавиша T переключает).</translation>
    </message>
    <message>
        <source>Tsumo</source>
        <translation>Цумо</translation>
    </message>
    <message>
        <source>Won on a self-drawn tile (key T switches).</source>
        <translation>Победа на свой взятый тайл (клавиша T переключает).</translation>
    </message>
    <message>
        <source>Seat &amp;wind</source>
        <translation>Ветер &amp;места</translation>
    </message>
    <message>
        <source>R&amp;ound wind</source>
        <translation>Ветер &amp;раунда</translation>
    </message>
    <message>
        <source>The winner's seat wind; East is the dealer.</source>
        <translation>Ветер места победителя; Восток — дилер.</translation>
    </message>
    <message>
        <source>The wind of the current round.</source>
        <translation>Ветер текущего раунда.</translation>
    </message>
    <message>
        <source>Hon&amp;ba</source>
        <translation>&amp;Хонба</translation>
    </message>
    <message>
        <source>Counters on the table (each adds 300 points to a win).</source>
        <translation>Хонба на столе (каждая добавляет к победе 300 очков).</translation>
    </message>
    <message>
        <source>Riichi &amp;sticks</source>
        <translation>С&amp;тавки риичи</translation>
    </message>
    <message>
        <source>Riichi sticks left on the table from earlier hands (1,000 each).</source>
        <translation>Ставки риичи, оставшиеся на столе с прошлых раздач (по 1000).</translation>
    </message>
    <message>
        <source>Riichi</source>
        <translation>Риичи</translation>
    </message>
    <message>
        <source>The winner declared riichi (key R).</source>
        <translation>Победитель объявил риичи (клавиша R).</translation>
    </message>
    <message>
        <source>Double riichi</source>
        <translation>Дабл-риичи</translation>
    </message>
    <message>
        <source>Riichi declared on the first discard, before any call.</source>
        <translation>Риичи объявлено с первым сбросом, до любых объявлений сетов.</translation>
    </message>
    <message>
        <source>Ippatsu</source>
        <translation>Иппацу</translation>
    </message>
    <message>
        <source>Won within one go-round after riichi, with no call in between.</source>
        <translation>Победа в пределах круга после риичи без объявлений между ними.</translation>
    </message>
    <message>
        <source>Rinshan</source>
        <translation>Риншан</translation>
    </message>
    <message>
        <source>Won on the replacement tile drawn after a kan.</source>
        <translation>Победа на тайл, добранный после кана.</translation>
    </message>
    <message>
        <source>Chankan</source>
        <translation>Чанкан</translation>
    </message>
    <message>
        <source>Won by robbing another player's added kan.</source>
        <translation>Победа на тайл, которым другой игрок дополнил кан.</translation>
    </message>
    <message>
        <source>…a closed kan</source>
        <translation>…закрытого кана</translation>
    </message>
    <message>
        <source>The robbed kan was a closed kan. Only thirteen orphans may rob one, and only where the ruleset allows it.</source>
        <translation>Чанкан объявлен на закрытый кан. Объявить чанкан на закрытый кан может только Кокуши мусо, и только если это разрешают правила.</translation>
    </message>
    <message>
        <source>Haitei</source>
        <translation>Хайтей</translation>
    </message>
    <message>
        <source>Won by tsumo on the last tile of the wall.</source>
        <translation>Победа по цумо последним тайлом стены.</translation>
    </message>
    <message>
        <source>Houtei</source>
        <translation>Хотей</translation>
    </message>
    <message>
        <source>Won by ron on the last discard of the hand.</source>
        <translation>Победа по рону на последний сброс раздачи.</translation>
    </message>
    <message>
        <source>Tenhou</source>
        <translation>Тенхо</translation>
    </message>
    <message>
        <source>The dealer's hand was complete as dealt.</source>
        <translation>Рука дилера собрана сразу после раздачи.</translation>
    </message>
    <message>
        <source>Chiihou</source>
        <translation>Чихо</translation>
    </message>
    <message>
        <source>A non-dealer won on the first draw, before any call.</source>
        <translation>Не-дилер выиграл первым взятым тайлом, до любых объявлений.</translation>
    </message>
    <message>
        <source>Renhou</source>
        <translation>Ренхо</translation>
    </message>
    <message>
        <source>A non-dealer won by ron before their first draw, before any call.</source>
        <translation>Не-дилер выиграл по рону до своего первого взятия, до любых объявлений.</translation>
    </message>
    <message>
        <source>Paarenchan</source>
        <translation>Паренчан</translation>
    </message>
    <message>
        <source>This win is the dealer's eighth in a row.</source>
        <translation>Это восьмая победа дилера подряд.</translation>
    </message>
    <message>
        <source>(dealer)</source>
        <translation>(дилер)</translation>
    </message>
    <message>
        <source>Not possible now:</source>
        <extracomment>lupdate finds `translate("Context", "text")` calls; the alias keeps them short.</extracomment>
        <translation>Сейчас невозможно:</translation>
    </message>
</context>
<context>
    <name>TableShowOverlay</name>
    <message>
        <source>Esc returns to the Table view.</source>
        <translation>Esc — назад на вкладку «Стол».</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <source>Shown to the table</source>
        <translation>Показано игрокам</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <source>Table</source>
        <translation>Стол</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Игрок %1</translation>
    </message>
    <message>
        <source>Last hand</source>
        <extracomment>a decision the referee took, for the ruling log (a correction of the record, ...) the hand applied last, with the number of hands it made: shown in the preview until the next result is entered the number of hands the history showed, to select a hand just added</extracomment>
        <translation>Последняя раздача</translation>
    </message>
    <message>
        <source>Time is up: the game ends after the next hand (as the ruleset prescribes)</source>
        <translation>Время вышло: игра закончится после следующей раздачи (как требуют правила)</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Новая игра</translation>
    </message>
    <message>
        <source>Start again from the ruleset's starting points (names are kept)</source>
        <translation>Начать заново со стартовых очков правил (имена сохранятся)</translation>
    </message>
    <message>
        <source>Seating…</source>
        <translation>Рассадка…</translation>
    </message>
    <message>
        <source>Names in turn order and who deals first (East 1)</source>
        <translation>Имена по порядку хода и первый дилер (Восток 1)</translation>
    </message>
    <message>
        <source>Seating is correct</source>
        <translation>Рассадка верна</translation>
    </message>
    <message>
        <source>Everyone sits at the wind shown: confirm before the first hand</source>
        <translation>Все сидят на указанных ветрах: подтвердите до первой раздачи</translation>
    </message>
    <message>
        <source>End game</source>
        <translation>Закончить игру</translation>
    </message>
    <message>
        <source>Stop here and show the final results</source>
        <translation>Остановиться и показать итоги</translation>
    </message>
    <message>
        <source>Uma</source>
        <translation>Ума</translation>
    </message>
    <message>
        <source>The uma is fixed now: a chombo counted in uma steps was settled with it. Undo that hand or start a new game to change it.</source>
        <translation>Ума теперь не меняется: по ней уже рассчитано чомбо, считаемое в шагах умы. Чтобы изменить ее, отмените эту раздачу или начните новую игру.</translation>
    </message>
    <message>
        <source>The ruleset's uma, or its alternative</source>
        <translation>Ума по правилам или ее альтернатива</translation>
    </message>
    <message>
        <source>Player's name (optional)</source>
        <translation>Имя игрока (необязательно)</translation>
    </message>
    <message>
        <source>Final results</source>
        <extracomment>lupdate finds `translate("Context", "text")` calls; the alias keeps them short.</extracomment>
        <translation>Итоги</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Очки</translation>
    </message>
    <message>
        <source>Use it for this game…</source>
        <translation>Применить к этой игре…</translation>
    </message>
    <message>
        <source>Game over — ended by the referee</source>
        <translation>Игра окончена — ее завершил судья</translation>
    </message>
    <message>
        <source>Game over — %1</source>
        <translation>Игра окончена — %1</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Игра окончена</translation>
    </message>
    <message>
        <source>it cannot be settled as entered</source>
        <translation>ее нельзя рассчитать так, как она внесена</translation>
    </message>
    <message>
        <source>another player dealt this hand after the correction: check the han entered (seat wind, dealer)</source>
        <translation>после исправления эту раздачу сдавал другой игрок: проверьте внесенные ханы (ветер места, дилер)</translation>
    </message>
    <message>
        <source>the winner sat at another wind after the seating fix: check the han entered (seat wind)</source>
        <translation>после исправления рассадки победитель сидел на другом ветре: проверьте внесенные ханы (ветер места)</translation>
    </message>
    <message>
        <source>its payments were taken as entered, in another position: check them</source>
        <translation>выплаты взяты как внесены, но положение в игре теперь другое: проверьте их</translation>
    </message>
    <message>
        <source>the game ended before this hand</source>
        <translation>игра закончилась до этой раздачи</translation>
    </message>
    <message>
        <source>a hand before it is pending</source>
        <translation>раздача перед ней отложена</translation>
    </message>
    <message>
        <source>Hand %1 deleted</source>
        <translation>Раздача %1 удалена</translation>
    </message>
    <message>
        <source>Settled again after a correction; before: %1</source>
        <translation>Пересчитана после исправления; было: %1</translation>
    </message>
    <message>
        <source>Pending: %1 — %2</source>
        <translation>Отложена: %1 — %2</translation>
    </message>
    <message>
        <source>Hand %1 inserted</source>
        <translation>Раздача %1 вставлена</translation>
    </message>
    <message>
        <source>later hands settled again: %1</source>
        <translation>пересчитано следующих раздач: %1</translation>
    </message>
    <message>
        <source>pending: %1</source>
        <translation>отложено: %1</translation>
    </message>
    <message>
        <source>tenpai: %1</source>
        <translation>темпай: %1</translation>
    </message>
    <message>
        <source>all noten</source>
        <translation>все нотен</translation>
    </message>
    <message>
        <source>nagashi mangan: %1</source>
        <translation>нагаши манган: %1</translation>
    </message>
    <message>
        <source>riichi: %1</source>
        <translation>риичи: %1</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Сейчас</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Изменение</translation>
    </message>
    <message>
        <source>After</source>
        <translation>После</translation>
    </message>
    <message>
        <source>Result = base + oka + uma + penalty, in thousands; base = score + leftover riichi sticks − %1 (return points)%2. Uma %3; oka %4; riichi sticks left at the end: %5.</source>
        <translation>Результат = база + ока + ума + штраф, в тысячах; база = очки + оставшиеся ставки риичи − %1 (очки возврата)%2. Ума %3; ока %4; ставок риичи осталось в конце: %5.</translation>
    </message>
    <message>
        <source>, rounded as the ruleset says</source>
        <translation>, с округлением по правилам</translation>
    </message>
    <message>
        <source>This game is played under %1 (the selector shows %2).</source>
        <translation>Эта игра идет по правилам %1 (в списке выбраны %2).</translation>
    </message>
    <message>
        <source>Settle this game under %1 from the next hand on</source>
        <translation>Считать эту игру по правилам %1 со следующей раздачи</translation>
    </message>
    <message>
        <source>Switch the game's ruleset</source>
        <translation>Сменить правила игры</translation>
    </message>
    <message>
        <source>Settle this game under %1 from hand %2 on?</source>
        <translation>Считать эту игру по правилам %1, начиная с раздачи %2?</translation>
    </message>
    <message>
        <source>The hands already applied stay as they were settled under %1. The final results will use the uma and oka of %2.</source>
        <translation>Уже внесенные раздачи остаются посчитанными по правилам %1. Итоги будут посчитаны с умой и окой правил %2.</translation>
    </message>
    <message>
        <source>This game is now played under %1.</source>
        <translation>Теперь эта игра идет по правилам %1.</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Место</translation>
    </message>
    <message>
        <source>Sign-off sheet…</source>
        <translation>Лист подписей…</translation>
    </message>
    <message>
        <source>The sheet the players and the referee sign: results, checks, chombo and penalties, corrections</source>
        <translation>Лист, который подписывают игроки и судья: результаты, проверки, чомбо и штрафы, исправления</translation>
    </message>
    <message>
        <source>Table points at the end</source>
        <translation>Очки на столе в конце игры</translation>
    </message>
    <message>
        <source>Sticks</source>
        <translation>Ставки</translation>
    </message>
    <message>
        <source>Riichi sticks left on the table, as the ruleset gives them out</source>
        <translation>Ставки риичи, оставшиеся на столе, — как их распределяют правила</translation>
    </message>
    <message>
        <source>Base</source>
        <translation>База</translation>
    </message>
    <message>
        <source>Score plus sticks, less the return points, in thousands</source>
        <translation>Очки плюс ставки минус очки возврата, в тысячах</translation>
    </message>
    <message>
        <source>Oka</source>
        <translation>Ока</translation>
    </message>
    <message>
        <source>Oka, in thousands</source>
        <translation>Ока, в тысячах</translation>
    </message>
    <message>
        <source>Uma for the place, in thousands</source>
        <translation>Ума за место, в тысячах</translation>
    </message>
    <message>
        <source>Penalty</source>
        <translation>Штраф</translation>
    </message>
    <message>
        <source>Penalties taken off after uma (chombo, ...), in thousands</source>
        <translation>Штрафы, снятые после умы (чомбо и др.), в тысячах</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Результат</translation>
    </message>
    <message>
        <source>Base + oka + uma + penalty</source>
        <translation>База + ока + ума + штраф</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Применить</translation>
    </message>
    <message>
        <source>History</source>
        <translation>История</translation>
    </message>
    <message>
        <source>Undo last hand</source>
        <translation>Отменить последнюю раздачу</translation>
    </message>
    <message>
        <source>Cancel the last hand applied (asks first; its payments are taken back)</source>
        <translation>Отменить последнюю внесенную раздачу (с подтверждением; ее выплаты возвращаются)</translation>
    </message>
    <message>
        <source>%1 %2 · honba: %3 · riichi sticks: %4</source>
        <translation>%1 %2 · хонба: %3 · ставок риичи: %4</translation>
    </message>
    <message>
        <source>Ruleset: %1</source>
        <translation>Правила: %1</translation>
    </message>
    <message>
        <source>%1 · dealer</source>
        <translation>%1 · дилер</translation>
    </message>
    <message>
        <source>Penalties: %1</source>
        <translation>Штрафы: %1</translation>
    </message>
    <message>
        <source>%1 %2, %3 honba</source>
        <translation>%1 %2, хонба: %3</translation>
    </message>
    <message>
        <source>%1: penalty %2</source>
        <translation>%1: штраф %2</translation>
    </message>
    <message>
        <source>%1: %2 → %3</source>
        <translation>%1: %2 → %3</translation>
    </message>
    <message>
        <source>The game is over: see the final results. Undo takes back the last hand.</source>
        <translation>Игра окончена: смотрите итоги. Отмена возвращает последнюю раздачу.</translation>
    </message>
    <message>
        <source>Enter the result of hand %1: the preview and Apply come back when the form is changed (or the outcome is clicked).</source>
        <translation>Введите результат раздачи %1: предпросмотр и «Применить» появятся, когда форма будет изменена (или будет выбран исход).</translation>
    </message>
    <message>
        <source>%1: %2 off the final score</source>
        <translation>%1: −%2 из итога</translation>
    </message>
    <message>
        <source>Then the game is over.</source>
        <translation>После этого игра окончена.</translation>
    </message>
    <message>
        <source>Inserted at %1: %2</source>
        <translation>Вставлена в %1: %2</translation>
    </message>
    <message>
        <source>Corrected at %1: %2</source>
        <translation>Исправлена в %1: %2</translation>
    </message>
    <message>
        <source>Check: %1</source>
        <translation>Проверьте: %1</translation>
    </message>
    <message>
        <source>Hand %1 corrected</source>
        <translation>Раздача %1 исправлена</translation>
    </message>
    <message>
        <source>Entered before: %1 · %2</source>
        <translation>Было внесено: %1 · %2</translation>
    </message>
    <message>
        <source>Seats of %1 and %2 exchanged from hand %3</source>
        <translation>%1 и %2 поменяны местами с раздачи %3</translation>
    </message>
    <message>
        <source>Next: %1 %2, honba: %3, riichi sticks on the table: %4</source>
        <translation>Следующая раздача: %1 %2, хонба: %3, ставок риичи на столе: %4</translation>
    </message>
    <message>
        <source>Applied.</source>
        <translation>Применено.</translation>
    </message>
    <message numerus="yes">
        <source>Start a new game? The record of %n hand(s) played is cleared.</source>
        <translation>
            <numerusform>Начать новую игру? Запись о %n сыгранной раздаче будет удалена.</numerusform>
            <numerusform>Начать новую игру? Запись о %n сыгранных раздачах будет удалена.</numerusform>
            <numerusform>Начать новую игру? Запись о %n сыгранных раздачах будет удалена.</numerusform>
        </translation>
    </message>
    <message>
        <source>End the game now and show the final results?</source>
        <translation>Закончить игру сейчас и показать итоги?</translation>
    </message>
    <message>
        <source>No more hands can be entered in this game afterwards.</source>
        <translation>После этого раздачи в эту игру больше не вводятся.</translation>
    </message>
    <message>
        <source>Cancel hand %1: %2?</source>
        <translation>Отменить раздачу %1: %2?</translation>
    </message>
    <message>
        <source>Its payments are taken back and the table returns to where it was.</source>
        <translation>Ее выплаты возвращаются, и стол возвращается в прежнее состояние.</translation>
    </message>
    <message>
        <source>Nothing was cancelled.</source>
        <translation>Ничего не отменено.</translation>
    </message>
    <message>
        <source>The last hand was taken back.</source>
        <translation>Последняя раздача отменена.</translation>
    </message>
    <message>
        <source>Apply correction</source>
        <translation>Исправить</translation>
    </message>
    <message>
        <source>Hand %1 was applied as shown. Enter the result of hand %2: the preview and Apply come back when the form is changed (or the outcome is clicked).</source>
        <translation>Раздача %1 применена, как показано. Введите результат раздачи %2: проверка и «Применить» появятся, когда форма будет изменена (или будет нажат исход).</translation>
    </message>
    <message>
        <source>Check seating</source>
        <translation>Проверьте рассадку</translation>
    </message>
    <message>
        <source>Is everyone sitting at the wind shown? Yes confirms it and applies.</source>
        <translation>Все сидят на указанных ветрах? «Да» подтверждает рассадку и применяет результат.</translation>
    </message>
    <message>
        <source>Nothing applied: check the seating first (Seating…).</source>
        <translation>Ничего не применено: сначала проверьте рассадку (Рассадка…).</translation>
    </message>
    <message>
        <source>The record of this game is kept in %1, as it stands now.</source>
        <translation>Запись этой игры в ее нынешнем виде хранится в %1.</translation>
    </message>
    <message>
        <source>The last changes are not in %1 yet: save first (File ▸ Save) to keep them.</source>
        <translation>Последних изменений еще нет в %1: чтобы их не потерять, сначала сохраните (Файл ▸ Сохранить).</translation>
    </message>
    <message>
        <source>This game's record is not saved in any file: save it first (File ▸ Save as…) to keep it.</source>
        <translation>Запись этой игры не сохранена ни в одном файле: чтобы ее не потерять, сначала сохраните (Файл ▸ Сохранить как…).</translation>
    </message>
    <message>
        <source>The new game keeps the players' names, the first dealer, the uma and the game clock; it has no file until it is saved.</source>
        <translation>В новой игре остаются имена игроков, первый дилер, ума и часы игры; файла у нее нет, пока она не сохранена.</translation>
    </message>
    <message>
        <source>Seating confirmed.</source>
        <translation>Рассадка подтверждена.</translation>
    </message>
    <message>
        <source>The seating is fixed once a hand is applied: New game changes it.</source>
        <translation>После первой внесенной раздачи рассадка закреплена: изменить ее можно через «Новая игра».</translation>
    </message>
    <message>
        <source>Check seating: %1</source>
        <translation>Проверьте рассадку: %1</translation>
    </message>
    <message>
        <source>Time is up during hand %1: it is the last (“Last hand” is ticked).</source>
        <translation>Время вышло во время раздачи %1: она последняя (отмечено «Последняя раздача»).</translation>
    </message>
    <message>
        <source>Time is up during hand %1: finish it; the hand after it is the last.</source>
        <translation>Время вышло во время раздачи %1: доиграйте ее; следующая раздача — последняя.</translation>
    </message>
    <message>
        <source>Time is up: the next hand is the last (“Last hand” is ticked).</source>
        <translation>Время вышло: следующая раздача — последняя (отмечено «Последняя раздача»).</translation>
    </message>
    <message>
        <source>Time is up: tick “Last hand” before the last hand.</source>
        <translation>Время вышло: отметьте «Последняя раздача» перед последней раздачей.</translation>
    </message>
    <message>
        <source>Check the payments</source>
        <translation>Проверьте выплаты</translation>
    </message>
    <message>
        <source>Uma %1; oka %2; riichi sticks left: %3. Results in thousands.</source>
        <translation>Ума %1; ока %2; оставшихся ставок риичи: %3. Результаты в тысячах.</translation>
    </message>
</context>
<context>
    <name>TilePalette</name>
    <message numerus="yes">
        <source>%n left</source>
        <translation><numerusform>осталась %n</numerusform><numerusform>осталось %n</numerusform><numerusform>осталось %n</numerusform></translation>
    </message>
    <message>
        <source>%1 called, with %2 and %3</source>
        <translation>%1 — взятый тайл, с %2 и %3</translation>
    </message>
    <message>
        <source>Which run?</source>
        <translation>Какой чи?</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Добавить</translation>
    </message>
    <message>
        <source>All four copies are already in use.</source>
        <extracomment>lupdate finds `translate("Context", "text")` calls; the alias keeps them short. Palette rows: number suits with the red five after the five, then honours. (old winning tile, new one): a click on a full hand put the tile in the winner's place Chooses among several possible chi runs; tests replace it. Returns None when cancelled.</extracomment>
        <translation>Все четыре копии этого тайла уже использованы.</translation>
    </message>
    <message>
        <source>This is the winning tile already. With a full hand a click puts a tile in place of the winning tile: click another tile, or press W.</source>
        <translation>Это уже победный тайл. Когда рука полная, щелчок ставит тайл на место победного: щелкните другой тайл или нажмите W.</translation>
    </message>
    <message>
        <source>Five dora indicators are the most a hand can have.</source>
        <translation>Индикаторов доры не бывает больше пяти.</translation>
    </message>
    <message>
        <source>Click a tile to add it to the hand (key A). With a full hand, a click puts the tile in place of the winning tile.</source>
        <translation>Щелкните тайл, чтобы добавить его в руку (клавиша A). Если рука полная, щелчок ставит тайл на место победного.</translation>
    </message>
    <message>
        <source>Chi</source>
        <translation>Чи</translation>
    </message>
    <message>
        <source>Call a chi: click the tile taken from the discard; you choose the run if several fit (key C).</source>
        <translation>Объявить чи: щелкните тайл, взятый из сброса; если подходит несколько вариантов, выберите нужный (клавиша C).</translation>
    </message>
    <message>
        <source>Pon</source>
        <translation>Пон</translation>
    </message>
    <message>
        <source>Call a pon: click the tile (key P).</source>
        <translation>Объявить пон: щелкните тайл (клавиша P).</translation>
    </message>
    <message>
        <source>Kan</source>
        <translation>Кан</translation>
    </message>
    <message>
        <source>Open kan called on a discard: click the tile (key K).</source>
        <translation>Открытый кан на сброс: щелкните тайл (клавиша K).</translation>
    </message>
    <message>
        <source>Closed kan</source>
        <translation>Закрытый кан</translation>
    </message>
    <message>
        <source>Closed kan of four drawn tiles: click the tile (press K twice).</source>
        <translation>Закрытый кан из четырех своих тайлов: щелкните тайл (дважды K).</translation>
    </message>
    <message>
        <source>Added kan</source>
        <translation>Доп. кан</translation>
    </message>
    <message>
        <source>Added kan: click the tile of a called pon to add the fourth copy (press K three times).</source>
        <translation>Дополненный кан: щелкните тайл открытого пона, чтобы добавить четвертый (трижды K).</translation>
    </message>
    <message>
        <source>Dora</source>
        <translation>Дора</translation>
    </message>
    <message>
        <source>Click tiles to add dora indicators, up to five (key D).</source>
        <translation>Щелкайте тайлы, чтобы добавить индикаторы доры, до пяти (клавиша D).</translation>
    </message>
    <message>
        <source>Ura</source>
        <translation>Урадора</translation>
    </message>
    <message>
        <source>Click tiles to add ura-dora indicators; riichi hands only (key U).</source>
        <translation>Щелкайте тайлы, чтобы добавить индикаторы урадоры; только для руки с риичи (клавиша U).</translation>
    </message>
    <message>
        <source>The called tile is turned. Arrows and Enter or a digit; Esc cancels.</source>
        <translation>Взятый тайл повернут. Стрелки и Enter или цифра; Esc — отмена.</translation>
    </message>
</context>
<context>
    <name>Tiles</name>
    <message>
        <source>%1 man</source>
        <extracomment>Width / height of a tile face. Every tile image name: 34 kinds, three red fives and the back.</extracomment>
        <translation>%1 ман</translation>
    </message>
    <message>
        <source>%1 pin</source>
        <translation>%1 пин</translation>
    </message>
    <message>
        <source>%1 sou</source>
        <translation>%1 соу</translation>
    </message>
    <message>
        <source>5 man (red)</source>
        <translation>5 ман (красная)</translation>
    </message>
    <message>
        <source>5 pin (red)</source>
        <translation>5 пин (красная)</translation>
    </message>
    <message>
        <source>5 sou (red)</source>
        <translation>5 соу (красная)</translation>
    </message>
    <message>
        <source>East wind</source>
        <translation>Ветер Восток</translation>
    </message>
    <message>
        <source>South wind</source>
        <translation>Ветер Юг</translation>
    </message>
    <message>
        <source>West wind</source>
        <translation>Ветер Запад</translation>
    </message>
    <message>
        <source>North wind</source>
        <translation>Ветер Север</translation>
    </message>
    <message>
        <source>White dragon</source>
        <translation>Белый дракон</translation>
    </message>
    <message>
        <source>Green dragon</source>
        <translation>Зеленый дракон</translation>
    </message>
    <message>
        <source>Red dragon</source>
        <translation>Красный дракон</translation>
    </message>
    <message>
        <source>Tile face down</source>
        <translation>Тайл рубашкой вверх</translation>
    </message>
</context>
<context>
    <name>Validate</name>
    <message>
        <source>the field is missing</source>
        <translation>поле отсутствует</translation>
    </message>
    <message>
        <source>expected a whole number from %1 to %2</source>
        <translation>ожидается целое число от %1 до %2</translation>
    </message>
    <message>
        <source>expected a number from %1 to %2</source>
        <translation>ожидается число от %1 до %2</translation>
    </message>
    <message>
        <source>expected true or false</source>
        <translation>ожидается true или false</translation>
    </message>
    <message>
        <source>expected a text of at most %1 characters</source>
        <translation>ожидается текст не длиннее %1 символов</translation>
    </message>
    <message>
        <source>the text holds a broken character (not valid Unicode)</source>
        <translation>в тексте есть поврежденный символ (недопустимый Юникод)</translation>
    </message>
    <message>
        <source>expected one of: %1</source>
        <translation>ожидается одно из: %1</translation>
    </message>
    <message>
        <source>expected a list of at most %1 items</source>
        <translation>ожидается список не более чем из %1 элементов</translation>
    </message>
    <message>
        <source>expected a list of %1 items</source>
        <translation>ожидается список из %1 элементов</translation>
    </message>
    <message>
        <source>expected an object</source>
        <translation>ожидается объект</translation>
    </message>
    <message>
        <source>a seat is listed twice</source>
        <translation>место указано дважды</translation>
    </message>
    <message>
        <source>unknown field</source>
        <translation>неизвестное поле</translation>
    </message>
    <message>
        <source>the file holds too many values</source>
        <translation>в файле слишком много значений</translation>
    </message>
    <message>
        <source>the engine refuses it (%1: %2)</source>
        <translation>движок не принимает это (%1: %2)</translation>
    </message>
    <message>
        <source>names hand %1, but the record has %2 hands</source>
        <translation>указана раздача %1, а в записи раздач всего %2</translation>
    </message>
</context>
<context>
    <name>WinnerRow</name>
    <message>
        <source>Winner</source>
        <extracomment>the riichi the hand taken "From Hand view" declared ("riichi", "double_riichi", "" for none); None while the row's value was not taken from the Hand view</extracomment>
        <translation>Победитель</translation>
    </message>
    <message>
        <source>Another winner on the same discard</source>
        <translation>Еще один победитель на тот же сброс</translation>
    </message>
    <message>
        <source>The player who won</source>
        <translation>Игрок, который выиграл</translation>
    </message>
    <message>
        <source>Fu, rounded up to tens (25 for seven pairs)</source>
        <translation>Фу с округлением вверх до десятков (25 для чиитойцу)</translation>
    </message>
    <message>
        <source>From Hand view</source>
        <translation>Из вкладки «Рука»</translation>
    </message>
    <message>
        <source>Take han, fu and yakuman from the hand scored in the Hand view</source>
        <translation>Взять хан, фу и якуман из руки, подсчитанной на вкладке «Рука»</translation>
    </message>
    <message>
        <source>All han: yaku, dora, red fives and ura-dora</source>
        <translation>Все хан: яку, дора, акадора и урадора</translation>
    </message>
    <message>
        <source>Number of yakuman (0: an ordinary hand)</source>
        <translation>Число якуманов (0 — обычная рука)</translation>
    </message>
    <message>
        <source>The player liable (pao) for a daisangen or daisuushii, if any</source>
        <translation>Игрок, ответственный (пао) за дайсанген или дайсуши, если есть</translation>
    </message>
    <message>
        <source>Nobody</source>
        <translation>Никто</translation>
    </message>
    <message>
        <source>The Hand view has no scored winning hand to take.</source>
        <translation>На вкладке «Рука» нет подсчитанной выигравшей руки.</translation>
    </message>
    <message>
        <source>Not taken from the Hand view: %1</source>
        <translation>Не взято с вкладки «Рука»: %1</translation>
    </message>
    <message>
        <source>Han and fu taken from the Hand view.</source>
        <translation>Хан и фу взяты с вкладки «Рука».</translation>
    </message>
    <message>
        <source>Taken from the Hand view, scored with the table's winds and counters: %1 (the Hand view shows other values).</source>
        <translation>Взято с вкладки «Рука» и пересчитано с ветрами и хонбами этого стола: %1 (на вкладке «Рука» другие значения).</translation>
    </message>
    <message>
        <source>Double riichi: %1 is ticked under “Riichi declared”.</source>
        <translation>Дабл-риичи: %1 отмечен в «Объявили риичи».</translation>
    </message>
    <message>
        <source>Riichi: %1 is ticked under “Riichi declared”.</source>
        <translation>Риичи: %1 отмечен в «Объявили риичи».</translation>
    </message>
    <message>
        <source>The winner is now %1, the seat of the Hand view's hand (%2), no longer %3.</source>
        <translation>Победитель теперь %1 — место руки из вкладки «Рука» (%2), а не %3.</translation>
    </message>
</context>
<context>
    <name>labels</name>
    <message>
        <source>Ready hand</source>
        <extracomment>Local names. English: a descriptive name; the translations carry the RRC spelling (ru) and the Ukrainian transliteration (uk), as fixed in translations/glossary.md.</extracomment>
        <translation>Риичи</translation>
    </message>
    <message>
        <source>Double ready hand</source>
        <translation>Дабл-риичи</translation>
    </message>
    <message>
        <source>One shot</source>
        <translation>Иппацу</translation>
    </message>
    <message>
        <source>Concealed self-draw</source>
        <translation>Мензен цумо</translation>
    </message>
    <message>
        <source>No-points hand</source>
        <translation>Пинфу</translation>
    </message>
    <message>
        <source>Twin sequences</source>
        <translation>Иипейко</translation>
    </message>
    <message>
        <source>All simples</source>
        <translation>Таняо</translation>
    </message>
    <message>
        <source>White dragon</source>
        <translation>Белый дракон</translation>
    </message>
    <message>
        <source>Green dragon</source>
        <translation>Зеленый дракон</translation>
    </message>
    <message>
        <source>Red dragon</source>
        <translation>Красный дракон</translation>
    </message>
    <message>
        <source>Seat wind</source>
        <translation>Ветер места</translation>
    </message>
    <message>
        <source>Round wind</source>
        <translation>Ветер раунда</translation>
    </message>
    <message>
        <source>Last tile from the wall</source>
        <translation>Хайтей раюоэ</translation>
    </message>
    <message>
        <source>Last discard</source>
        <translation>Хотей раоюй</translation>
    </message>
    <message>
        <source>Kan replacement win</source>
        <translation>Риншан кайхо</translation>
    </message>
    <message>
        <source>Robbing a kan</source>
        <translation>Чанкан</translation>
    </message>
    <message>
        <source>Three-suit sequence</source>
        <translation>Саншоку додзюн</translation>
    </message>
    <message>
        <source>Straight</source>
        <translation>Иццу</translation>
    </message>
    <message>
        <source>Outside hand</source>
        <translation>Чанта</translation>
    </message>
    <message>
        <source>Seven pairs</source>
        <translation>Чиитойцу</translation>
    </message>
    <message>
        <source>All pons</source>
        <translation>Тойтой</translation>
    </message>
    <message>
        <source>Three concealed pons</source>
        <translation>Сананко</translation>
    </message>
    <message>
        <source>Three-suit pons</source>
        <translation>Саншоку доко</translation>
    </message>
    <message>
        <source>Three kans</source>
        <translation>Санканцу</translation>
    </message>
    <message>
        <source>Little three dragons</source>
        <translation>Шосанген</translation>
    </message>
    <message>
        <source>All terminals and honours</source>
        <translation>Хонрото</translation>
    </message>
    <message>
        <source>Half flush</source>
        <translation>Хоницу</translation>
    </message>
    <message>
        <source>Terminals in every set</source>
        <translation>Джунчан</translation>
    </message>
    <message>
        <source>Two twin sequences</source>
        <translation>Рянпейко</translation>
    </message>
    <message>
        <source>Full flush</source>
        <translation>Чиницу</translation>
    </message>
    <message>
        <source>Hand of man</source>
        <translation>Ренхо</translation>
    </message>
    <message>
        <source>Terminal discards mangan</source>
        <translation>Нагаши манган</translation>
    </message>
    <message>
        <source>Thirteen orphans</source>
        <translation>Кокуши мусо</translation>
    </message>
    <message>
        <source>Thirteen orphans, 13-sided wait</source>
        <translation>Кокуши мусо, ожидание на 13 тайлов</translation>
    </message>
    <message>
        <source>Four concealed pons</source>
        <translation>Сууанко</translation>
    </message>
    <message>
        <source>Four concealed pons, pair wait</source>
        <translation>Сууанко, ожидание на пару</translation>
    </message>
    <message>
        <source>Big three dragons</source>
        <translation>Дайсанген</translation>
    </message>
    <message>
        <source>Little four winds</source>
        <translation>Шосуши</translation>
    </message>
    <message>
        <source>Big four winds</source>
        <translation>Дайсуши</translation>
    </message>
    <message>
        <source>All honours</source>
        <translation>Цуисо</translation>
    </message>
    <message>
        <source>All terminals</source>
        <translation>Чинрото</translation>
    </message>
    <message>
        <source>All green</source>
        <translation>Рюисо</translation>
    </message>
    <message>
        <source>Nine gates</source>
        <translation>Чууренпото</translation>
    </message>
    <message>
        <source>Nine gates, 9-sided wait</source>
        <translation>Чууренпото, ожидание на 9 тайлов</translation>
    </message>
    <message>
        <source>Four kans</source>
        <translation>Сууканцу</translation>
    </message>
    <message>
        <source>Heavenly hand</source>
        <translation>Тенхо</translation>
    </message>
    <message>
        <source>Earthly hand</source>
        <translation>Чихо</translation>
    </message>
    <message>
        <source>Eight dealer wins in a row</source>
        <translation>Паренчан</translation>
    </message>
    <message>
        <source>Mangan</source>
        <translation>Манган</translation>
    </message>
    <message>
        <source>Haneman</source>
        <translation>Ханеман</translation>
    </message>
    <message>
        <source>Baiman</source>
        <translation>Байман</translation>
    </message>
    <message>
        <source>Sanbaiman</source>
        <translation>Санбайман</translation>
    </message>
    <message>
        <source>Yakuman</source>
        <translation>Якуман</translation>
    </message>
    <message>
        <source>Unknown (%1)</source>
        <translation>Неизвестно (%1)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>Extra spellings for search (RRC and Galaxy spellings, descriptive names in every language) are data: ``resources/rules/topics.json`` (`referee_app.rules.yaku_facts.yaku_search_terms`).</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message numerus="yes">
        <source>%n han</source>
        <translation><numerusform>%n хан</numerusform><numerusform>%n хан</numerusform><numerusform>%n хан</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n fu</source>
        <translation><numerusform>%n фу</numerusform><numerusform>%n фу</numerusform><numerusform>%n фу</numerusform></translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>Double yakuman</source>
        <translation>Двойной якуман</translation>
    </message>
    <message>
        <source>Triple yakuman</source>
        <translation>Тройной якуман</translation>
    </message>
    <message numerus="yes">
        <source>%n× yakuman</source>
        <translation><numerusform>%n× якуман</numerusform><numerusform>%n× якуман</numerusform><numerusform>%n× якуман</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>Red fives: %n</source>
        <translation><numerusform>Акадора: %n</numerusform><numerusform>Акадора: %n</numerusform><numerusform>Акадора: %n</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>Ura-dora: %n</source>
        <translation><numerusform>Урадора: %n</numerusform><numerusform>Урадора: %n</numerusform><numerusform>Урадора: %n</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>Dora: %n</source>
        <translation><numerusform>Дора: %n</numerusform><numerusform>Дора: %n</numerusform><numerusform>Дора: %n</numerusform></translation>
    </message>
    <message>
        <source>Base fu</source>
        <translation>Базовые фу</translation>
    </message>
    <message>
        <source>Closed hand won by ron</source>
        <translation>Закрытая рука, победа по рону</translation>
    </message>
    <message>
        <source>Tsumo</source>
        <translation>Цумо</translation>
    </message>
    <message>
        <source>Open hand without fu</source>
        <translation>Открытая рука без фу</translation>
    </message>
    <message>
        <source>Seven pairs: always 25 fu</source>
        <translation>Чиитойцу: всегда 25 фу</translation>
    </message>
    <message>
        <source>Closed wait (kanchan)</source>
        <translation>Ожидание в середину (канчан)</translation>
    </message>
    <message>
        <source>Edge wait (penchan)</source>
        <translation>Ожидание с края (пенчан)</translation>
    </message>
    <message>
        <source>Pair wait (tanki)</source>
        <translation>Ожидание на пару (танки)</translation>
    </message>
    <message>
        <source>Dragon pair</source>
        <translation>Пара драконов</translation>
    </message>
    <message>
        <source>Seat wind pair</source>
        <translation>Пара ветра места</translation>
    </message>
    <message>
        <source>Round wind pair</source>
        <translation>Пара ветра раунда</translation>
    </message>
    <message>
        <source>Double wind pair</source>
        <translation>Пара двойного ветра</translation>
    </message>
    <message>
        <source>Open pon of simples</source>
        <translation>Открытый пон простых</translation>
    </message>
    <message>
        <source>Open pon of terminals</source>
        <translation>Открытый пон терминалов</translation>
    </message>
    <message>
        <source>Open pon of honours</source>
        <translation>Открытый пон благородных</translation>
    </message>
    <message>
        <source>Closed pon of simples</source>
        <translation>Закрытый пон простых</translation>
    </message>
    <message>
        <source>Closed pon of terminals</source>
        <translation>Закрытый пон терминалов</translation>
    </message>
    <message>
        <source>Closed pon of honours</source>
        <translation>Закрытый пон благородных</translation>
    </message>
    <message>
        <source>Open kan of simples</source>
        <translation>Открытый кан простых</translation>
    </message>
    <message>
        <source>Open kan of terminals</source>
        <translation>Открытый кан терминалов</translation>
    </message>
    <message>
        <source>Open kan of honours</source>
        <translation>Открытый кан благородных</translation>
    </message>
    <message>
        <source>Closed kan of simples</source>
        <translation>Закрытый кан простых</translation>
    </message>
    <message>
        <source>Closed kan of terminals</source>
        <translation>Закрытый кан терминалов</translation>
    </message>
    <message>
        <source>Closed kan of honours</source>
        <translation>Закрытый кан благородных</translation>
    </message>
    <message>
        <source>Two-sided wait (ryanmen)</source>
        <translation>Двустороннее ожидание (рянмен)</translation>
    </message>
    <message>
        <source>Dual pon wait (shanpon)</source>
        <translation>Ожидание на две пары (шанпон)</translation>
    </message>
    <message>
        <source>Thirteen orphans wait</source>
        <translation>Ожидание кокуши мусо</translation>
    </message>
    <message>
        <source>Thirteen-sided wait</source>
        <translation>Ожидание на 13 тайлов</translation>
    </message>
    <message>
        <source>Chi</source>
        <translation>Чи</translation>
    </message>
    <message>
        <source>Pon</source>
        <translation>Пон</translation>
    </message>
    <message>
        <source>Kan</source>
        <translation>Кан</translation>
    </message>
    <message>
        <source>Pair</source>
        <translation>Пара</translation>
    </message>
    <message>
        <source>Single tile</source>
        <translation>Одиночный тайл</translation>
    </message>
    <message>
        <source>Open kan</source>
        <translation>Открытый кан</translation>
    </message>
    <message>
        <source>Closed kan</source>
        <translation>Закрытый кан</translation>
    </message>
    <message>
        <source>Run</source>
        <extracomment>sets formed in the hand, not called: "chi" and "pon" name calls, so a beginner reading a breakdown must not see a concealed run called a chi</extracomment>
        <translation>Последовательность</translation>
    </message>
    <message>
        <source>Triplet</source>
        <translation>Закрытый пон</translation>
    </message>
    <message>
        <source>Added kan</source>
        <translation>Дополненный кан</translation>
    </message>
    <message>
        <source>Four sets and a pair</source>
        <translation>Четыре сета и пара</translation>
    </message>
    <message>
        <source>East</source>
        <translation>Восток</translation>
    </message>
    <message>
        <source>South</source>
        <translation>Юг</translation>
    </message>
    <message>
        <source>West</source>
        <translation>Запад</translation>
    </message>
    <message>
        <source>North</source>
        <translation>Север</translation>
    </message>
    <message>
        <source>Ippatsu needs a riichi declaration.</source>
        <translation>Иппацу бывает только после объявления риичи.</translation>
    </message>
    <message>
        <source>Riichi can only be declared with a closed hand.</source>
        <translation>Риичи можно объявить только с закрытой рукой.</translation>
    </message>
    <message>
        <source>Double riichi can only be declared with a closed hand.</source>
        <translation>Дабл-риичи можно объявить только с закрытой рукой.</translation>
    </message>
    <message>
        <source>Ippatsu is impossible in an open hand.</source>
        <translation>В открытой руке иппацу невозможно.</translation>
    </message>
    <message>
        <source>A kan after riichi ends ippatsu, so it cannot go with rinshan.</source>
        <translation>Кан после риичи прерывает иппацу, поэтому иппацу не сочетается с риншан кайхо.</translation>
    </message>
    <message>
        <source>Rinshan is a win on a drawn replacement tile, so it cannot be a ron.</source>
        <translation>Риншан кайхо — победа на добранный после кана тайл, по рону его не бывает.</translation>
    </message>
    <message>
        <source>Rinshan needs a kan in the hand.</source>
        <translation>Для риншан кайхо в руке должен быть кан.</translation>
    </message>
    <message>
        <source>Chankan is a ron on another player's kan, so it cannot be a tsumo.</source>
        <translation>Чанкан — рон на тайл чужого кана, по цумо его не бывает.</translation>
    </message>
    <message>
        <source>Haitei is a tsumo on the last wall tile; on a ron choose houtei.</source>
        <translation>Хайтей — цумо последним тайлом стены; при роне выберите хотей.</translation>
    </message>
    <message>
        <source>Haitei and rinshan cannot both apply to one win.</source>
        <translation>Хайтей и риншан кайхо не сочетаются.</translation>
    </message>
    <message>
        <source>Houtei is a ron on the last discard; on a tsumo choose haitei.</source>
        <translation>Хотей — рон на последний дискард; при цумо выберите хайтей.</translation>
    </message>
    <message>
        <source>Houtei and chankan cannot both apply to one win.</source>
        <translation>Хотей и чанкан не сочетаются.</translation>
    </message>
    <message>
        <source>Tenhou is the dealer's win; a non-dealer may have chiihou.</source>
        <translation>Тенхо бывает только у дилера; у не-дилера возможно чихо.</translation>
    </message>
    <message>
        <source>Tenhou is won by tsumo only.</source>
        <translation>Тенхо бывает только по цумо.</translation>
    </message>
    <message>
        <source>Tenhou is impossible once a call has been made.</source>
        <translation>После любого объявления сета тенхо невозможно.</translation>
    </message>
    <message>
        <source>Tenhou is won on the first draw, before any riichi.</source>
        <translation>Тенхо собирается первым же тайлом, до любого риичи.</translation>
    </message>
    <message>
        <source>Chiihou is a non-dealer's win; the dealer may have tenhou.</source>
        <translation>Чихо бывает только у не-дилера; у дилера возможно тенхо.</translation>
    </message>
    <message>
        <source>Chiihou is won by tsumo only.</source>
        <translation>Чихо бывает только по цумо.</translation>
    </message>
    <message>
        <source>Chiihou is impossible once a call has been made.</source>
        <translation>После любого объявления сета чихо невозможно.</translation>
    </message>
    <message>
        <source>Chiihou is won on the first draw, before any riichi.</source>
        <translation>Чихо собирается первым же взятым тайлом, до любого риичи.</translation>
    </message>
    <message>
        <source>Renhou is a non-dealer's win.</source>
        <translation>Ренхо бывает только у не-дилера.</translation>
    </message>
    <message>
        <source>Renhou is won by ron only.</source>
        <translation>Ренхо бывает только по рону.</translation>
    </message>
    <message>
        <source>Renhou is impossible once a call has been made.</source>
        <translation>После любого объявления сета ренхо невозможно.</translation>
    </message>
    <message>
        <source>Renhou comes before the player's first draw, so before any riichi.</source>
        <translation>Ренхо случается до первого взятия игрока, значит, до любого риичи.</translation>
    </message>
    <message>
        <source>Only one of tenhou, chiihou and renhou can apply.</source>
        <translation>Из тенхо, чихо и ренхо может быть только что-то одно.</translation>
    </message>
    <message>
        <source>Ura-dora are only revealed for a riichi hand.</source>
        <translation>Урадору открывают только для руки с риичи.</translation>
    </message>
    <message>
        <source>There can be at most five dora indicators (one plus four kans).</source>
        <translation>Индикаторов доры не больше пяти (один и еще четыре за каны).</translation>
    </message>
    <message>
        <source>There can be at most one dora indicator plus one per kan (the same for ura-dora).</source>
        <translation>Индикаторов доры не больше одного и еще по одному за каждый кан (так же для урадоры).</translation>
    </message>
    <message>
        <source>There cannot be more ura-dora indicators than dora indicators.</source>
        <translation>Индикаторов урадоры не может быть больше, чем индикаторов доры.</translation>
    </message>
    <message>
        <source>This ruleset has no double riichi.</source>
        <translation>В этих правилах нет дабл-риичи.</translation>
    </message>
    <message>
        <source>This ruleset has no renhou.</source>
        <translation>В этих правилах нет ренхо.</translation>
    </message>
    <message>
        <source>This ruleset has no paarenchan.</source>
        <translation>В этих правилах нет паренчана.</translation>
    </message>
    <message>
        <source>Paarenchan is the dealer's eighth win in a row; only the dealer can have it.</source>
        <translation>Паренчан — восьмая победа дилера подряд; он бывает только у дилера.</translation>
    </message>
    <message>
        <source>Tenhou, chiihou and renhou are wins in the first turn, never on the last tile (haitei, houtei).</source>
        <translation>Тенхо, чихо и ренхо — победы в первом ходу, а не на последнем тайле (хайтей, хотей).</translation>
    </message>
    <message>
        <source>A kan to rob needs a pon called before it, which ends the first turn: no renhou.</source>
        <translation>Чтобы объявить чанкан, до него должен быть объявлен пон, а это прерывает первый ход: ренхо не бывает.</translation>
    </message>
    <message>
        <source>The robbed kan holds the other three copies of the winning tile, so no other copy can be in the hand, its calls or the dora indicators.</source>
        <translation>В кане, на который объявлен чанкан, три другие копии победного тайла, поэтому еще одной копии не может быть ни в руке, ни в ее сетах, ни среди индикаторов доры.</translation>
    </message>
    <message>
        <source>Robbing a closed kan is a chankan win: tick chankan first.</source>
        <translation>Рон на закрытый кан — это чанкан: сначала отметьте чанкан.</translation>
    </message>
    <message>
        <source>Only thirteen orphans (kokushi musou) may rob a closed kan.</source>
        <translation>Объявить чанкан на закрытый кан может только Кокуши мусо.</translation>
    </message>
    <message>
        <source>The robbed closed kan holds all four copies of the winning tile, so the hand cannot hold another: only a single-wait thirteen orphans can rob it.</source>
        <translation>В закрытом кане, на который объявлен чанкан, все четыре копии победного тайла, поэтому в руке не может быть еще одной: объявить на него чанкан может только Кокуши мусо с ожиданием на один тайл.</translation>
    </message>
    <message>
        <source>This ruleset does not allow robbing a closed kan, not even for thirteen orphans.</source>
        <translation>Эти правила не разрешают чанкан на закрытый кан, даже с Кокуши мусо.</translation>
    </message>
    <message>
        <source>A discard is marked as the riichi tile, but the player is not in riichi.</source>
        <translation>Сброс отмечен как тайл риичи, но игрок не в риичи.</translation>
    </message>
    <message>
        <source>No one wins at an exhaustive draw: how a hand is won (haitei, houtei, rinshan, chankan, ippatsu, a first-turn win, paarenchan) gives no yaku there.</source>
        <translation>При ничьей никто не выиграл: то, как выигрывают руку (хайтей, хотей, риншан, чанкан, иппацу, победа в первый ход, паренчан), здесь яку не дает.</translation>
    </message>
    <message>
        <source>Chankan on a closed kan</source>
        <extracomment>Situation flags of a `score` request that are not yaku (the others are named by `yaku_label`); see `situation_flag_label`.</extracomment>
        <translation>Чанкан на закрытом кане</translation>
    </message>
    <message>
        <source>Pinfu needs a two-sided wait; this hand can only be read with another wait.</source>
        <translation>Для пинфу нужно двустороннее ожидание, а эту руку можно разобрать только с другим ожиданием.</translation>
    </message>
    <message>
        <source>Pinfu needs a pair that gives no fu; this pair is a dragon or a value wind.</source>
        <translation>Для пинфу пара не должна давать фу, а эта пара — дракон или значимый ветер.</translation>
    </message>
    <message>
        <source>Pinfu needs a closed hand.</source>
        <translation>Пинфу бывает только в закрытой руке.</translation>
    </message>
    <message>
        <source>Pinfu needs four chi; a pon or kan gives fu.</source>
        <translation>Для пинфу нужны четыре чи: пон или кан дают фу.</translation>
    </message>
    <message>
        <source>This ruleset allows tanyao only in a closed hand.</source>
        <translation>В этих правилах таняо засчитывается только в закрытой руке.</translation>
    </message>
    <message>
        <source>Tanyao allows no terminals or honours.</source>
        <translation>В таняо не может быть терминалов и благородных.</translation>
    </message>
    <message>
        <source>This yaku needs a closed hand; calls opened it.</source>
        <translation>Это яку бывает только в закрытой руке, а рука открыта объявлениями.</translation>
    </message>
    <message>
        <source>A pon completed by ron counts as open, so it is not a concealed pon.</source>
        <translation>Пон, собранный по рону, считается открытым, поэтому он не закрытый.</translation>
    </message>
    <message>
        <source>Seven pairs must be seven different pairs; four of a kind is not two pairs.</source>
        <translation>В чиитойцу нужны семь разных пар: четыре одинаковых тайла — не две пары.</translation>
    </message>
    <message>
        <source>From five honba on, this ruleset needs two han from yaku (dora do not count).</source>
        <translation>В этих правилах с пяти хонб нужно два хан от яку (дора не считается).</translation>
    </message>
    <message>
        <source>This ruleset does not add several yakuman together.</source>
        <translation>В этих правилах несколько якуманов не складываются.</translation>
    </message>
    <message>
        <source>This ruleset counts this hand as a single yakuman.</source>
        <translation>В этих правилах эта рука — обычный якуман.</translation>
    </message>
    <message>
        <source>This ruleset has no counted yakuman: 13 han or more is a sanbaiman.</source>
        <translation>В этих правилах нет счетного якумана: 13 хан и больше — санбайман.</translation>
    </message>
    <message>
        <source>The hand is worth more without renhou, so its normal value is taken.</source>
        <translation>Без ренхо рука стоит больше, поэтому берется ее обычная стоимость.</translation>
    </message>
    <message>
        <source>Ryanpeikou already includes iipeikou; they are not counted together.</source>
        <translation>Рянпейко уже включает иипейко, вместе они не считаются.</translation>
    </message>
    <message>
        <source>Junchan replaces chanta; they are not counted together.</source>
        <translation>Джунчан заменяет чанту, вместе они не считаются.</translation>
    </message>
    <message>
        <source>It needs a different reading of the sets; the reading worth more was taken.</source>
        <translation>Для этого яку сеты нужно разобрать иначе; взят более дорогой разбор.</translation>
    </message>
    <message>
        <source>Won by ron on a dual pon wait, one pon counts as open: sanankou, not suuankou.</source>
        <translation>При роне на ожидании шанпон один пон считается открытым: это сананко, а не сууанко.</translation>
    </message>
    <message>
        <source>Dora are not a yaku: a hand needs at least one yaku to win.</source>
        <translation>Дора — не яку: для победы нужно хотя бы одно яку.</translation>
    </message>
    <message>
        <source>Why not %1? %2</source>
        <translation>Почему не %1? %2</translation>
    </message>
    <message>
        <source>The tiles could not be read. Write them like 123m456p789s11z.</source>
        <extracomment>Error sentences without details (always available).</extracomment>
        <translation>Не удалось прочитать тайлы. Записывайте их так: 123m456p789s11z.</translation>
    </message>
    <message>
        <source>A tile appears more than four times; there are only four of each.</source>
        <translation>Тайл встречается больше четырех раз, а каждого тайла всего четыре.</translation>
    </message>
    <message>
        <source>There is only one red five of each suit.</source>
        <translation>Красная пятерка в каждой масти только одна.</translation>
    </message>
    <message>
        <source>This ruleset plays without red fives.</source>
        <translation>В этих правилах играют без акадор.</translation>
    </message>
    <message>
        <source>All four fives of a suit are plain, but with red fives one of them is red.</source>
        <translation>Все четыре пятерки масти обычные, но с акадорами одна из них красная.</translation>
    </message>
    <message>
        <source>The hand has the wrong number of tiles.</source>
        <translation>В руке неверное число тайлов.</translation>
    </message>
    <message>
        <source>A call is not a valid chi, pon or kan.</source>
        <translation>Объявленный сет не является правильным чи, поном или каном.</translation>
    </message>
    <message>
        <source>The winning tile is not among the hand's tiles.</source>
        <translation>Победного тайла нет среди тайлов руки.</translation>
    </message>
    <message>
        <source>These tiles do not make a complete hand.</source>
        <translation>Эти тайлы не составляют собранную руку.</translation>
    </message>
    <message>
        <source>The hand has no yaku. Dora alone do not allow a win.</source>
        <translation>В руке нет яку. Одной доры для победы мало.</translation>
    </message>
    <message>
        <source>The situation flags contradict each other.</source>
        <translation>Отмеченные условия противоречат друг другу.</translation>
    </message>
    <message>
        <source>The hand does not have the minimum han this ruleset requires here.</source>
        <translation>У руки нет минимума хан, который здесь требуют эти правила.</translation>
    </message>
    <message>
        <source>The ruleset is not known.</source>
        <translation>Такие правила неизвестны.</translation>
    </message>
    <message>
        <source>The ruleset has an invalid value.</source>
        <translation>В правилах недопустимое значение.</translation>
    </message>
    <message>
        <source>The request is incomplete or invalid.</source>
        <translation>Запрос неполон или неверен.</translation>
    </message>
    <message>
        <source>The engine does not know this command.</source>
        <translation>Движок не знает такой команды.</translation>
    </message>
    <message>
        <source>This result cannot be settled: check the seats and the values entered.</source>
        <translation>Этот результат нельзя рассчитать: проверьте места и введенные значения.</translation>
    </message>
    <message>
        <source>The selected ruleset does not allow this.</source>
        <translation>Выбранные правила этого не допускают.</translation>
    </message>
    <message>
        <source>The game is over; no more hands are played.</source>
        <translation>Игра окончена, раздач больше нет.</translation>
    </message>
    <message>
        <source>The request is larger than the engine accepts.</source>
        <translation>Запрос больше, чем принимает движок.</translation>
    </message>
    <message>
        <source>The request is nested too deeply.</source>
        <translation>Запрос вложен слишком глубоко.</translation>
    </message>
    <message>
        <source>The batch holds more requests than the engine accepts at once.</source>
        <translation>В пакете больше запросов, чем движок принимает за один раз.</translation>
    </message>
    <message>
        <source>“%1” cannot be read as tiles (at character %2).</source>
        <extracomment>Sentences that use details: (code, detail keys they need, source with %1, %2...). The first entry whose keys are all present wins; otherwise `ERRORS` is used.</extracomment>
        <translation>«%1» не читается как тайлы (символ %2).</translation>
    </message>
    <message>
        <source>“%1” cannot be read as tiles. Write them like 123m456p11z.</source>
        <translation>«%1» не читается как тайлы. Записывайте так: 123m456p11z.</translation>
    </message>
    <message>
        <source>%1 is entered %2 times; there are only four of each tile.</source>
        <translation>%1 введен %2 раз, а каждого тайла всего четыре.</translation>
    </message>
    <message>
        <source>%1 is entered more than four times.</source>
        <translation>%1 введен больше четырех раз.</translation>
    </message>
    <message>
        <source>All four %1 are plain, but with red fives one of them is red: write it %2.</source>
        <translation>Все четыре %1 обычные, но с акадорами одна из них красная: запишите ее как %2.</translation>
    </message>
    <message>
        <source>Red five %1 is entered more than once; the set has one.</source>
        <translation>Красная пятерка %1 введена больше одного раза, а в наборе она одна.</translation>
    </message>
    <message>
        <source>The hand has %1 tiles; with these calls it needs %2.</source>
        <translation>Тайлов в руке: %1, а с этими сетами нужно %2.</translation>
    </message>
    <message>
        <source>“%1” is not a valid chi, pon or kan.</source>
        <translation>«%1» — неправильный чи, пон или кан.</translation>
    </message>
    <message>
        <source>A hand has at most four calls; %1 are entered.</source>
        <translation>В руке не больше четырех открытых сетов, а введено %1.</translation>
    </message>
    <message>
        <source>The request's “%1” is missing or invalid.</source>
        <translation>В запросе поле «%1» отсутствует или неверно.</translation>
    </message>
    <message>
        <source>The winning tile %1 is not among the hand's tiles.</source>
        <translation>Победного тайла %1 нет среди тайлов руки.</translation>
    </message>
    <message>
        <source>The yaku give %1 han; this ruleset requires %2 here.</source>
        <translation>Яку дают %1 хан, а эти правила здесь требуют %2.</translation>
    </message>
    <message>
        <source>The ruleset “%1” is not known.</source>
        <translation>Правила «%1» неизвестны.</translation>
    </message>
    <message>
        <source>The engine does not know the command “%1”.</source>
        <translation>Движок не знает команды «%1».</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Да</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Нет</translation>
    </message>
    <message>
        <source>The discarder is also entered as a winner: choose who dealt in and who won.</source>
        <translation>Сбросивший указан и победителем: выберите, кто сбросил и кто выиграл.</translation>
    </message>
    <message>
        <source>A player is chosen as a winner twice.</source>
        <translation>Один игрок выбран победителем дважды.</translation>
    </message>
    <message>
        <source>Under this ruleset a player with fewer than 1,000 points cannot declare riichi.</source>
        <translation>По этим правилам игрок, у которого меньше 1000 очков, не может объявить риичи.</translation>
    </message>
    <message>
        <source>Four riichi: tick all four players under “Riichi declared”, or choose another reason.</source>
        <translation>Четыре риичи: отметьте всех четырех игроков в «Объявили риичи» или выберите другую причину.</translation>
    </message>
    <message>
        <source>This ruleset does not have this abortive draw.</source>
        <translation>В этих правилах нет такой абортивной ничьей.</translation>
    </message>
    <message>
        <source>This ruleset has no nagashi mangan.</source>
        <translation>В этих правилах нет нагаши мангана.</translation>
    </message>
    <message>
        <source>This ruleset has no liability (pao): choose Nobody.</source>
        <translation>В этих правилах нет пао: выберите «Никто».</translation>
    </message>
    <message>
        <source>This ruleset has no liability (pao) for this yaku.</source>
        <translation>В этих правилах нет пао за это яку.</translation>
    </message>
    <message>
        <source>A winner cannot be liable (pao) for their own win.</source>
        <translation>Победитель не может отвечать (пао) за собственную победу.</translation>
    </message>
    <message>
        <source>Liability (pao) applies only to a yakuman: enter the yakuman or choose Nobody.</source>
        <translation>Пао бывает только за якуман: введите якуман или выберите «Никто».</translation>
    </message>
    <message>
        <source>A winning hand has at least 1 han (or a yakuman).</source>
        <translation>В выигрышной руке не меньше 1 хан (или якуман).</translation>
    </message>
    <message>
        <source>Fu are 20 or more, rounded up to tens (25 for seven pairs).</source>
        <translation>Фу — не меньше 20, с округлением вверх до десятков (25 у чиитойцу).</translation>
    </message>
    <message>
        <source>20 fu is only a tsumo with pinfu: a ron has 30 fu at the least (25 for seven pairs).</source>
        <translation>20 фу бывает только при цумо с пинфу: у рона не меньше 30 фу (25 у чиитойцу).</translation>
    </message>
    <message>
        <source>20 fu is a tsumo with pinfu: that is more han than entered.</source>
        <translation>20 фу — это цумо с пинфу: хан в такой руке больше, чем введено.</translation>
    </message>
    <message>
        <source>25 fu is seven pairs: that is more han than entered.</source>
        <translation>25 фу — это чиитойцу: хан в такой руке больше, чем введено.</translation>
    </message>
    <message>
        <source>25 fu by tsumo is seven pairs with menzen tsumo: that is more han than entered.</source>
        <translation>25 фу при цумо — это чиитойцу с мензен цумо: хан в такой руке больше, чем введено.</translation>
    </message>
    <message>
        <source>At these counters this ruleset asks this winner for 2 han without counting dora.</source>
        <translation>При таком числе хонб эти правила требуют от этого победителя 2 хан без учета доры.</translation>
    </message>
    <message>
        <source>%1 is both the discarder and a winner: choose who dealt in and who won.</source>
        <extracomment>The same refusals said precisely: (problem, detail keys, source with %1, %2... for them in that order). The first entry whose keys are all present wins; otherwise `SETTLE_PROBLEMS`. `seat`, `discarder` and `pao` are said as the player's name where the caller gives names.</extracomment>
        <translation>%1 указан и сбросившим, и победителем: выберите, кто сбросил и кто выиграл.</translation>
    </message>
    <message>
        <source>%1 is chosen as a winner twice.</source>
        <translation>%1 выбран победителем дважды.</translation>
    </message>
    <message>
        <source>%1 has fewer than 1,000 points: this ruleset does not allow riichi.</source>
        <translation>У игрока %1 меньше 1000 очков: эти правила не разрешают риичи.</translation>
    </message>
    <message>
        <source>This ruleset has no abortive draw “%1”.</source>
        <translation>В этих правилах нет абортивной ничьей «%1».</translation>
    </message>
    <message>
        <source>This ruleset has no liability (pao) for %1.</source>
        <translation>В этих правилах нет пао за %1.</translation>
    </message>
    <message>
        <source>%1 cannot be liable (pao) for their own win.</source>
        <translation>%1 не может отвечать (пао) за собственную победу.</translation>
    </message>
    <message>
        <source>A hand cannot have %1 fu: fu are 20 or more, rounded up to tens (25 for seven pairs).</source>
        <translation>У руки не может быть %1 фу: фу — не меньше 20, с округлением вверх до десятков (25 у чиитойцу).</translation>
    </message>
    <message>
        <source>20 fu is a tsumo with pinfu: that is %1 han at the least.</source>
        <translation>20 фу — это цумо с пинфу: не меньше %1 хан.</translation>
    </message>
    <message>
        <source>25 fu is seven pairs: that is %1 han at the least.</source>
        <translation>25 фу — это чиитойцу: не меньше %1 хан.</translation>
    </message>
    <message>
        <source>25 fu by tsumo is seven pairs with menzen tsumo: that is %1 han at the least.</source>
        <translation>25 фу при цумо — это чиитойцу с мензен цумо: не меньше %1 хан.</translation>
    </message>
    <message>
        <source>%1 honba: under this ruleset %2 needs %3 han without counting dora to win.</source>
        <translation>Хонба: %1. По этим правилам игроку %2 для победы нужно %3 хан без учета доры.</translation>
    </message>
    <message>
        <source>The ruleset value for “%1” is not valid.</source>
        <translation>Значение правила «%1» недопустимо.</translation>
    </message>
    <message>
        <source>Ron</source>
        <translation>Рон</translation>
    </message>
    <message>
        <source>Exhaustive draw</source>
        <translation>Ничья</translation>
    </message>
    <message>
        <source>Abortive draw</source>
        <translation>Абортивная ничья</translation>
    </message>
    <message>
        <source>Chombo</source>
        <translation>Чомбо</translation>
    </message>
    <message>
        <source>Penalty</source>
        <translation>Штраф</translation>
    </message>
    <message>
        <source>Four same winds discarded</source>
        <translation>Четыре одинаковых ветра в сбросе</translation>
    </message>
    <message>
        <source>Four riichi</source>
        <translation>Четыре риичи</translation>
    </message>
    <message>
        <source>Four kans (suukaikan)</source>
        <translation>Четыре кана (суукайкан)</translation>
    </message>
    <message>
        <source>Triple ron</source>
        <translation>Тройной рон</translation>
    </message>
    <message>
        <source>Honba</source>
        <translation>Хонба</translation>
    </message>
    <message>
        <source>Riichi stick</source>
        <translation>Ставка риичи</translation>
    </message>
    <message>
        <source>Riichi sticks from the table</source>
        <translation>Ставки со стола</translation>
    </message>
    <message>
        <source>Riichi stick returned</source>
        <translation>Возврат ставки риичи</translation>
    </message>
    <message>
        <source>Noten payment</source>
        <translation>Выплата за нотен</translation>
    </message>
    <message>
        <source>Nagashi mangan</source>
        <translation>Нагаши манган</translation>
    </message>
    <message>
        <source>Pao (liability)</source>
        <translation>Пао (ответственность)</translation>
    </message>
    <message>
        <source>Red fives</source>
        <translation>Акадора (красные пятерки)</translation>
    </message>
    <message>
        <source>Open tanyao (kuitan)</source>
        <translation>Открытый таняо (куитан)</translation>
    </message>
    <message>
        <source>Kiriage mangan</source>
        <translation>Кириаге манган</translation>
    </message>
    <message>
        <source>Counted yakuman (kazoe)</source>
        <translation>Счетный якуман (казое)</translation>
    </message>
    <message>
        <source>Double yakuman hands</source>
        <translation>Двойные якуманы</translation>
    </message>
    <message>
        <source>Several yakuman add up</source>
        <translation>Якуманы складываются</translation>
    </message>
    <message>
        <source>Renhou</source>
        <translation>Ренхо</translation>
    </message>
    <message>
        <source>Double riichi</source>
        <translation>Дабл-риичи</translation>
    </message>
    <message>
        <source>Paarenchan</source>
        <translation>Паренчан</translation>
    </message>
    <message>
        <source>Two-han minimum</source>
        <translation>Рянхан-сибари</translation>
    </message>
    <message>
        <source>Two-han minimum from honba</source>
        <translation>Рянхан-сибари с хонбы</translation>
    </message>
    <message>
        <source>Double wind pair fu</source>
        <translation>Фу за пару двойного ветра</translation>
    </message>
    <message>
        <source>Tsumo fu on rinshan</source>
        <translation>Фу за цумо при риншане</translation>
    </message>
    <message>
        <source>Kokushi robs a closed kan</source>
        <translation>Чанкан на закрытый кан у Кокуши</translation>
    </message>
    <message>
        <source>Kan dora counts for rinshan</source>
        <translation>Кандора для риншана</translation>
    </message>
    <message>
        <source>Swap calling (kuikae)</source>
        <translation>Куикаэ разрешено</translation>
    </message>
    <message>
        <source>Multiple ron</source>
        <translation>Несколько ронов</translation>
    </message>
    <message>
        <source>Triple ron aborts the hand</source>
        <translation>Тройной рон прерывает раздачу</translation>
    </message>
    <message>
        <source>Honba on multiple ron</source>
        <translation>Хонба при нескольких ронах</translation>
    </message>
    <message>
        <source>Riichi sticks on multiple ron</source>
        <translation>Ставки риичи при нескольких ронах</translation>
    </message>
    <message>
        <source>Points per honba</source>
        <translation>Очков за хонбу</translation>
    </message>
    <message>
        <source>Noten payments in total</source>
        <translation>Выплаты за нотен, всего</translation>
    </message>
    <message>
        <source>Abortive draws</source>
        <translation>Абортивные ничьи</translation>
    </message>
    <message>
        <source>Honba after an abortive draw</source>
        <translation>Хонба после абортивной ничьей</translation>
    </message>
    <message>
        <source>Tenpai without yaku counts</source>
        <translation>Темпай без яку засчитывается</translation>
    </message>
    <message>
        <source>Furiten tenpai counts</source>
        <translation>Темпай в фуритене засчитывается</translation>
    </message>
    <message>
        <source>Tenpai on tiles all in sight counts</source>
        <translation>Темпай на видимые тайлы засчитывается</translation>
    </message>
    <message>
        <source>Dealer stays when tenpai</source>
        <translation>Ренчан при темпае дилера</translation>
    </message>
    <message>
        <source>Deal passes if all noten</source>
        <translation>Смена дилера, если все нотен</translation>
    </message>
    <message>
        <source>Riichi needs 1,000 points</source>
        <translation>Для риичи нужно 1000 очков</translation>
    </message>
    <message>
        <source>Wall tiles needed for riichi</source>
        <translation>Тайлов в стене для риичи</translation>
    </message>
    <message>
        <source>Closed kan after riichi</source>
        <translation>Закрытый кан после риичи</translation>
    </message>
    <message>
        <source>Kan after riichi: drawn tile only</source>
        <translation>Кан после риичи: только взятым тайлом</translation>
    </message>
    <message>
        <source>Temporary furiten ends</source>
        <translation>Конец временного фуритена</translation>
    </message>
    <message>
        <source>Yakuman with pao</source>
        <translation>Якуманы с пао</translation>
    </message>
    <message>
        <source>Honba under pao, ron</source>
        <translation>Хонба при пао, рон</translation>
    </message>
    <message>
        <source>Honba under pao, tsumo</source>
        <translation>Хонба при пао, цумо</translation>
    </message>
    <message>
        <source>Pao covers</source>
        <translation>Пао распространяется на</translation>
    </message>
    <message>
        <source>Chombo penalty</source>
        <translation>Штраф за чомбо</translation>
    </message>
    <message>
        <source>Chombo deduction</source>
        <translation>Вычет за чомбо</translation>
    </message>
    <message>
        <source>Chombo counts as a hand</source>
        <translation>Чомбо считается раздачей</translation>
    </message>
    <message>
        <source>Starting points</source>
        <translation>Стартовые очки</translation>
    </message>
    <message>
        <source>Return points</source>
        <translation>Очки возврата</translation>
    </message>
    <message>
        <source>Uma</source>
        <translation>Ума</translation>
    </message>
    <message>
        <source>Other uma options</source>
        <translation>Другие варианты умы</translation>
    </message>
    <message>
        <source>Tied scores</source>
        <translation>Равенство очков</translation>
    </message>
    <message>
        <source>Riichi sticks left at the end</source>
        <translation>Ставки риичи в конце игры</translation>
    </message>
    <message>
        <source>Final score rounding</source>
        <translation>Округление итога</translation>
    </message>
    <message>
        <source>Game ends below zero</source>
        <translation>Банкротство (тоби)</translation>
    </message>
    <message>
        <source>West round extension</source>
        <translation>Западный раунд</translation>
    </message>
    <message>
        <source>West round target score</source>
        <translation>Цель в западном раунде</translation>
    </message>
    <message>
        <source>Agari-yame</source>
        <translation>Агарияме</translation>
    </message>
    <message>
        <source>Session length</source>
        <translation>Длительность сессии</translation>
    </message>
    <message>
        <source>Signal before the end</source>
        <translation>Сигнал до конца</translation>
    </message>
    <message>
        <source>End of timed play</source>
        <translation>Окончание игры на время</translation>
    </message>
    <message>
        <source>Chombo in uma steps</source>
        <translation>Чомбо в шагах умы</translation>
    </message>
    <message>
        <source>One red five per suit; each counts as a dora.</source>
        <extracomment>One plain-words explanation per rule field, for tooltips and the ruleset editor.</extracomment>
        <translation>По одной красной пятерке в каждой масти; каждая считается дорой.</translation>
    </message>
    <message>
        <source>Tanyao also counts in an open hand.</source>
        <translation>Таняо засчитывается и в открытой руке.</translation>
    </message>
    <message>
        <source>4 han 30 fu and 3 han 60 fu are paid as a mangan.</source>
        <translation>4 хан 30 фу и 3 хан 60 фу оплачиваются как манган.</translation>
    </message>
    <message>
        <source>13 han or more is a yakuman; otherwise it stays a sanbaiman.</source>
        <translation>13 хан и больше — якуман; иначе это санбайман.</translation>
    </message>
    <message>
        <source>Limit hands worth two yakuman.</source>
        <translation>Якуманы, которые стоят два якумана.</translation>
    </message>
    <message>
        <source>Two yakuman in one hand are paid as a double yakuman.</source>
        <translation>Два якумана в одной руке оплачиваются как двойной якуман.</translation>
    </message>
    <message>
        <source>A non-dealer's ron before their first draw, with no call before it.</source>
        <translation>Рон не-дилера до его первого взятия, если до этого не было объявлений.</translation>
    </message>
    <message>
        <source>Riichi on the first turn, with no call before it: 2 han.</source>
        <translation>Риичи на первом ходу, если до этого не было объявлений: 2 хан.</translation>
    </message>
    <message>
        <source>The dealer's eighth win in a row is a yakuman.</source>
        <translation>Восьмая победа дилера подряд — якуман.</translation>
    </message>
    <message>
        <source>From a number of honba on, a win needs two han from yaku.</source>
        <translation>Начиная с некоторого числа хонбы для победы нужно два хан от яку.</translation>
    </message>
    <message>
        <source>The number of honba from which two han are needed.</source>
        <translation>Число хонбы, с которого нужно два хан.</translation>
    </message>
    <message>
        <source>Fu for a pair of the wind that is both seat and round wind.</source>
        <translation>Фу за пару ветра, который одновременно ветер места и ветер раунда.</translation>
    </message>
    <message>
        <source>A rinshan win gets the 2 tsumo fu.</source>
        <translation>Победа риншан кайхо получает 2 фу за цумо.</translation>
    </message>
    <message>
        <source>Thirteen orphans may win on a tile declared as a closed kan.</source>
        <translation>Кокуши мусо может выиграть на тайл, объявленный закрытым каном.</translation>
    </message>
    <message>
        <source>The new dora of an open or added kan counts for a win on its replacement.</source>
        <translation>Новая дора открытого или дополненного кана учитывается при победе на добранный тайл.</translation>
    </message>
    <message>
        <source>After a call the player may discard the same tile (kuikae).</source>
        <translation>После объявления сета можно сбросить такой же тайл (куикаэ).</translation>
    </message>
    <message>
        <source>Several players may ron one discard, or only the first in turn (atamahane).</source>
        <translation>Рон на один дискард могут объявить несколько игроков, или выигрывает только первый по очереди (атамаханэ).</translation>
    </message>
    <message>
        <source>Three players calling ron on one discard abort the hand.</source>
        <translation>Если трое объявили рон на один дискард, раздача прерывается.</translation>
    </message>
    <message>
        <source>Who receives the honba on a multiple ron.</source>
        <translation>Кто получает хонбу при нескольких ронах.</translation>
    </message>
    <message>
        <source>Who receives the riichi sticks on a multiple ron.</source>
        <translation>Кто получает ставки риичи при нескольких ронах.</translation>
    </message>
    <message>
        <source>Points per honba on a ron; on a tsumo each player pays a third.</source>
        <translation>Очков за хонбу при роне; при цумо каждый платит треть.</translation>
    </message>
    <message>
        <source>What the noten players pay the tenpai players in all at a draw.</source>
        <translation>Сколько всего игроки в нотене платят игрокам в темпае при ничьей.</translation>
    </message>
    <message>
        <source>Situations that end the hand without a win.</source>
        <translation>Ситуации, которые прерывают раздачу без победы.</translation>
    </message>
    <message>
        <source>A honba is added after an abortive draw; the dealer stays.</source>
        <translation>После абортивной ничьей добавляется хонба, дилер остается.</translation>
    </message>
    <message>
        <source>Only terminals and honours discarded, none called: paid like a mangan tsumo.</source>
        <translation>В сбросе только терминалы и благородные, никто их не забрал: оплачивается как манган по цумо.</translation>
    </message>
    <message>
        <source>A ready hand that would have no yaku still counts as tenpai at a draw.</source>
        <translation>Рука, готовая к победе, но без яку, при ничьей считается темпаем.</translation>
    </message>
    <message>
        <source>A ready hand in furiten still counts as tenpai at a draw.</source>
        <translation>Готовая рука в фуритене при ничьей считается темпаем.</translation>
    </message>
    <message>
        <source>A wait whose every copy is in sight, at least one outside the player's own hand, still counts as tenpai at a draw. A wait on a tile the player holds four times never does.</source>
        <translation>Ожидание, все копии которого на виду (хотя бы одна не в руке самого игрока), при ничьей считается темпаем. Ожидание на тайл, которого у игрока все четыре, — никогда.</translation>
    </message>
    <message>
        <source>The dealer keeps the deal when tenpai at an exhaustive draw.</source>
        <translation>Дилер остается, если при ничьей у него темпай.</translation>
    </message>
    <message>
        <source>When all four are noten at a draw, the deal passes on.</source>
        <translation>Если при ничьей все четверо в нотене, дилер меняется.</translation>
    </message>
    <message>
        <source>A player with less than 1,000 points may not declare riichi.</source>
        <translation>Игрок, у которого меньше 1000 очков, не может объявить риичи.</translation>
    </message>
    <message>
        <source>Tiles that must be left in the live wall to declare riichi.</source>
        <translation>Сколько тайлов должно остаться в живой стене, чтобы объявить риичи.</translation>
    </message>
    <message>
        <source>What a closed kan after riichi must not change.</source>
        <translation>Что не должен менять закрытый кан после риичи.</translation>
    </message>
    <message>
        <source>The kan after riichi must use the tile just drawn.</source>
        <translation>Для кана после риичи нужен только что взятый тайл.</translation>
    </message>
    <message>
        <source>When furiten after passing a winning tile ends.</source>
        <translation>Когда заканчивается фуритен после пропуска победного тайла.</translation>
    </message>
    <message>
        <source>Yakuman for which the player who fed the last set is liable.</source>
        <translation>Якуманы, за которые отвечает игрок, отдавший последний сет.</translation>
    </message>
    <message>
        <source>Who pays the honba when pao ends in a ron.</source>
        <translation>Кто платит хонбу, если при пао выигрыш по рону.</translation>
    </message>
    <message>
        <source>Who pays the honba when pao ends in a tsumo.</source>
        <translation>Кто платит хонбу, если при пао выигрыш по цумо.</translation>
    </message>
    <message>
        <source>What the liable player pays for.</source>
        <translation>За что платит ответственный игрок.</translation>
    </message>
    <message>
        <source>How a chombo is paid.</source>
        <translation>Как выплачивается чомбо.</translation>
    </message>
    <message>
        <source>Points taken off the final score for a chombo.</source>
        <translation>Сколько очков вычитается из итога за чомбо.</translation>
    </message>
    <message>
        <source>A chombo in the last hand counts as that hand, so the game ends.</source>
        <translation>Чомбо в последней раздаче считается этой раздачей, и игра заканчивается.</translation>
    </message>
    <message>
        <source>Points each player starts with.</source>
        <translation>Очки каждого игрока в начале игры.</translation>
    </message>
    <message>
        <source>Points subtracted at the end; the difference to the start is the oka.</source>
        <translation>Очки, которые вычитаются в конце; разница со стартовыми — это ока.</translation>
    </message>
    <message>
        <source>Bonus and malus for first to fourth place.</source>
        <translation>Бонус и штраф за места с первого по четвертое.</translation>
    </message>
    <message>
        <source>Other uma a tournament may choose.</source>
        <translation>Другая ума, которую может выбрать турнир.</translation>
    </message>
    <message>
        <source>How players with equal scores are ranked.</source>
        <translation>Как распределяются места при равных очках.</translation>
    </message>
    <message>
        <source>Where riichi sticks still on the table at the end go.</source>
        <translation>Кому достаются ставки риичи, оставшиеся на столе в конце.</translation>
    </message>
    <message>
        <source>How final scores are rounded before uma.</source>
        <translation>Как округляются итоговые очки перед умой.</translation>
    </message>
    <message>
        <source>The game ends at once when a score goes below zero.</source>
        <translation>Игра сразу заканчивается, когда у кого-то очки уходят ниже нуля.</translation>
    </message>
    <message>
        <source>A West round is played if nobody has the return points after South 4.</source>
        <translation>Если после Юга 4 ни у кого нет очков возврата, играется западный раунд.</translation>
    </message>
    <message>
        <source>In the West round the game ends when a player reaches this score.</source>
        <translation>В западном раунде игра заканчивается, когда кто-то набирает столько очков.</translation>
    </message>
    <message>
        <source>A dealer in first place may end the game after winning the last hand.</source>
        <translation>Дилер на первом месте может закончить игру, выиграв последнюю раздачу.</translation>
    </message>
    <message>
        <source>If set, the chombo deduction is this many uma steps instead of fixed points.</source>
        <translation>Если задано, вычет за чомбо равен стольким шагам умы, а не фиксированным очкам.</translation>
    </message>
    <message>
        <source>Not played</source>
        <extracomment>Labels for the values of Literal-typed fields: (field, value) -&gt; source.</extracomment>
        <translation>Не играется</translation>
    </message>
    <message>
        <source>5 han, or the normal value if higher</source>
        <translation>5 хан или обычная стоимость, если выше</translation>
    </message>
    <message>
        <source>Mangan, or the normal value if higher</source>
        <translation>Манган или обычная стоимость, если выше</translation>
    </message>
    <message>
        <source>Paid at a draw, not a win</source>
        <translation>Выплата при ничьей, не победа</translation>
    </message>
    <message>
        <source>Scored as a win</source>
        <translation>Считается победой</translation>
    </message>
    <message>
        <source>All winners are paid</source>
        <translation>Платят всем победителям</translation>
    </message>
    <message>
        <source>First in turn only (atamahane)</source>
        <translation>Только первому по очереди (атамаханэ)</translation>
    </message>
    <message>
        <source>Every winner</source>
        <translation>Каждому победителю</translation>
    </message>
    <message>
        <source>Winner nearest the discarder</source>
        <translation>Ближайшему к сбросившему</translation>
    </message>
    <message>
        <source>Own stick back, rest to the nearest</source>
        <translation>Своя ставка назад, прочие ближайшему</translation>
    </message>
    <message>
        <source>All to the nearest winner</source>
        <translation>Все ближайшему победителю</translation>
    </message>
    <message>
        <source>For every player</source>
        <translation>Для всех игроков</translation>
    </message>
    <message>
        <source>For the dealer only</source>
        <translation>Только для дилера</translation>
    </message>
    <message>
        <source>The discarder pays</source>
        <translation>Платит сбросивший</translation>
    </message>
    <message>
        <source>The liable player pays</source>
        <translation>Платит ответственный</translation>
    </message>
    <message>
        <source>The whole hand</source>
        <translation>Вся рука</translation>
    </message>
    <message>
        <source>Only the liable yakuman</source>
        <translation>Только якуман с пао</translation>
    </message>
    <message>
        <source>Points off the final score</source>
        <translation>Вычет из итога</translation>
    </message>
    <message>
        <source>Reverse mangan at the table</source>
        <translation>Обратный манган за столом</translation>
    </message>
    <message>
        <source>Share the places' uma and oka</source>
        <translation>Ума и ока мест делятся поровну</translation>
    </message>
    <message>
        <source>Seat order decides</source>
        <translation>По порядку мест</translation>
    </message>
    <message>
        <source>Go to first place</source>
        <translation>Первому месту</translation>
    </message>
    <message>
        <source>Are lost</source>
        <translation>Пропадают</translation>
    </message>
    <message>
        <source>No rounding</source>
        <translation>Без округления</translation>
    </message>
    <message>
        <source>To the nearest 1,000</source>
        <translation>До ближайшей 1000</translation>
    </message>
    <message>
        <source>Allowed if the waits stay</source>
        <translation>Можно, если ожидания не меняются</translation>
    </message>
    <message>
        <source>Allowed if waits and sets stay</source>
        <translation>Можно, если не меняются ожидания и сеты</translation>
    </message>
    <message>
        <source>At the next draw or call</source>
        <translation>При следующем взятии или объявлении</translation>
    </message>
    <message>
        <source>At the next draw or any call</source>
        <translation>При следующем взятии или любом объявлении</translation>
    </message>
    <message>
        <source>At the player's own discard</source>
        <translation>При собственном сбросе игрока</translation>
    </message>
    <message>
        <source>Stop after the current hand</source>
        <translation>Закончить после текущей раздачи</translation>
    </message>
    <message>
        <source>Finish the current hand and play one more</source>
        <translation>Доиграть текущую раздачу и сыграть еще одну</translation>
    </message>
    <message numerus="yes">
        <source>%n honba</source>
        <translation><numerusform>%n хонба</numerusform><numerusform>%n хонбы</numerusform><numerusform>%n хонб</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n tiles</source>
        <translation><numerusform>%n тайл</numerusform><numerusform>%n тайла</numerusform><numerusform>%n тайлов</numerusform></translation>
    </message>
    <message>
        <source>No signal</source>
        <translation>Без сигнала</translation>
    </message>
    <message numerus="yes">
        <source>%n min</source>
        <translation><numerusform>%n мин</numerusform><numerusform>%n мин</numerusform><numerusform>%n мин</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n uma steps</source>
        <translation><numerusform>%n шаг умы</numerusform><numerusform>%n шага умы</numerusform><numerusform>%n шагов умы</numerusform></translation>
    </message>
    <message>
        <source>None</source>
        <translation>Нет</translation>
    </message>
    <message>
        <source>The waits must not change.</source>
        <translation>Ожидания не должны меняться.</translation>
    </message>
    <message>
        <source>Only with the tile just drawn, and the waits must not change.</source>
        <translation>Только с только что взятым тайлом, и ожидания не должны меняться.</translation>
    </message>
    <message>
        <source>The waits must not change, and the three tiles must not be readable as another set.</source>
        <translation>Ожидания не должны меняться, а три тайла нельзя разобрать как другой сет.</translation>
    </message>
    <message>
        <source>Only with the tile just drawn; the waits must not change, and the three tiles must not be readable as another set.</source>
        <translation>Только с только что взятым тайлом; ожидания не должны меняться, а три тайла нельзя разобрать как другой сет.</translation>
    </message>
    <message>
        <source>Counts as tenpai at the draw.</source>
        <translation>При ничьей засчитывается темпай.</translation>
    </message>
    <message>
        <source>Not tenpai: no tile completes the hand.</source>
        <translation>Не темпай: ни один тайл не собирает руку.</translation>
    </message>
    <message>
        <source>Noten: every winning tile is in the player's own hand or calls (karaten).</source>
        <translation>Нотен: все победные тайлы — в руке или сетах самого игрока (каратен).</translation>
    </message>
    <message>
        <source>Noten: every copy of the winning tiles is in sight, and this ruleset then says noten.</source>
        <translation>Нотен: все копии победных тайлов на виду, а по этим правилам это нотен.</translation>
    </message>
    <message>
        <source>Noten: no wait gives a yaku, and this ruleset needs one.</source>
        <translation>Нотен: ни одно ожидание не дает яку, а по этим правилам оно нужно.</translation>
    </message>
    <message>
        <source>Noten: the hand is furiten, and this ruleset does not count furiten tenpai.</source>
        <translation>Нотен: рука в фуритене, а по этим правилам темпай в фуритене не засчитывается.</translation>
    </message>
    <message>
        <source>all four copies are in the player's own hand</source>
        <extracomment>a wait with no copy left; said inside the tenpai check's line ("1m: no copy left (all four copies are in the player's own hand); …"), so it starts in lower case</extracomment>
        <translation>все четыре копии — у самого игрока</translation>
    </message>
    <message>
        <source>all four copies are in sight, some outside the player's hand</source>
        <translation>все четыре копии на виду, часть — не в руке игрока</translation>
    </message>
    <message>
        <source>Not a swap: this discard would not have made the same set.</source>
        <translation>Не куикаэ: этот сброс не дал бы тот же сет.</translation>
    </message>
    <message>
        <source>A swap, and this ruleset allows swap-calling.</source>
        <translation>Куикаэ, и эти правила его разрешают.</translation>
    </message>
    <message>
        <source>A swap, and this ruleset forbids swap-calling.</source>
        <translation>Куикаэ, а эти правила его запрещают.</translation>
    </message>
    <message>
        <source>The called tile itself</source>
        <translation>Сам взятый тайл</translation>
    </message>
    <message>
        <source>The other end of the run (suji)</source>
        <translation>Другой край последовательности (судзи)</translation>
    </message>
    <message>
        <source>The player may call the abortive draw (nine different terminals and honours).</source>
        <translation>Игрок может объявить абортивную ничью (кюсюкюхай: девять разных терминалов и благородных).</translation>
    </message>
    <message>
        <source>This ruleset has no abortive draw for nine different terminals and honours.</source>
        <translation>В этих правилах нет абортивной ничьей за девять разных терминалов и благородных.</translation>
    </message>
    <message>
        <source>Only on the player's first draw of the hand.</source>
        <translation>Только на первом ходу игрока в раздаче.</translation>
    </message>
    <message>
        <source>Not after a call: a call earlier in the hand breaks the first go-around.</source>
        <translation>Не после объявления сета: объявление раньше в раздаче прерывает первый круг.</translation>
    </message>
    <message>
        <source>Fewer than nine different terminals and honours.</source>
        <translation>Меньше девяти разных терминалов и благородных.</translation>
    </message>
    <message>
        <source>Assumed none (penalty chapter not read); verify.</source>
        <translation>Принято: нет (глава о штрафах не прочитана); проверьте.</translation>
    </message>
    <message>
        <source>Tournament software ends the game on a last-hand chombo; ⚠️.</source>
        <translation>Турнирная программа завершает игру при чомбо в последней раздаче; ⚠️.</translation>
    </message>
    <message>
        <source>One secondary source (EMA 2025 text not read); ⚠️.</source>
        <translation>Один вторичный источник (текст EMA 2025 не прочитан); ⚠️.</translation>
    </message>
    <message>
        <source>From secondary sources citing EMA 2025 §6.7.1 examples.</source>
        <translation>По вторичным источникам, ссылающимся на примеры EMA 2025 §6.7.1.</translation>
    </message>
    <message>
        <source>Split on a tie, fractions rounded down: one secondary source; ⚠️.</source>
        <translation>При равенстве делятся, дроби округляются вниз: один вторичный источник; ⚠️.</translation>
    </message>
    <message>
        <source>Assumed not used; verify.</source>
        <translation>Принято, что не используется; проверьте.</translation>
    </message>
    <message>
        <source>Read as: the better of renhou alone (5 han) and the normal value.</source>
        <translation>Прочитано так: лучшее из ренхо отдельно (5 хан) и обычной стоимости.</translation>
    </message>
    <message>
        <source>One secondary source: at least one tile left; ⚠️.</source>
        <translation>Один вторичный источник: остается хотя бы один тайл; ⚠️.</translation>
    </message>
    <message>
        <source>Not stated; furiten tenpai assumed to count at a draw.</source>
        <translation>Не указано; считаем, что темпай в фуритене при ничьей засчитывается.</translation>
    </message>
    <message>
        <source>Not stated; formal tenpai assumed to count (as EMA 2016).</source>
        <translation>Не указано; принято, что формальный темпай засчитывается (как в EMA 2016).</translation>
    </message>
    <message>
        <source>EMA 2016 §5.9: a chombo re-deal is not a played hand.</source>
        <translation>EMA 2016 §5.9: перераздача после чомбо не считается сыгранной раздачей.</translation>
    </message>
    <message>
        <source>Not stated in EMA 2016; formal tenpai assumed to count.</source>
        <translation>В EMA 2016 не указано; принято, что формальный темпай засчитывается.</translation>
    </message>
    <message>
        <source>A counter is added after an abortive draw (correction 9).</source>
        <translation>После абортивной ничьей добавляется хонба (поправка 9).</translation>
    </message>
    <message>
        <source>Mangan-sized payment at the table (2012 text via secondary copies).</source>
        <translation>Выплата размером с манган за столом (текст 2012 года по вторичным копиям).</translation>
    </message>
    <message>
        <source>Settled as a win (correction 3), from the 2012-era rules.</source>
        <translation>Рассчитывается как победа (поправка 3), по правилам времен 2012 года.</translation>
    </message>
    <message>
        <source>2012 also ended temporary furiten on any call (correction 9).</source>
        <translation>В 2012 году временный фуритен заканчивался и при любом объявлении (поправка 9).</translation>
    </message>
    <message>
        <source>Not stated; formal tenpai assumed to count.</source>
        <translation>Не указано; принято, что формальный темпай засчитывается.</translation>
    </message>
    <message>
        <source>30,000/10,000 from a 2012 tournament report (correction 1); 🟡.</source>
        <translation>30 000/10 000 по отчету о турнире 2012 года (поправка 1); 🟡.</translation>
    </message>
    <message>
        <source>Secondary sources; older WRC gave 4 fu.</source>
        <translation>Вторичные источники; прежние WRC давали 4 фу.</translation>
    </message>
    <message>
        <source>Unknown in WRC; assumed as in EMA (all in sight: tenpai).</source>
        <translation>В WRC неизвестно; принято как в EMA (все на виду — темпай).</translation>
    </message>
    <message>
        <source>⚠️ probable value (WRC 2025 text not read).</source>
        <translation>⚠️ вероятное значение (текст WRC 2025 не прочитан).</translation>
    </message>
    <message>
        <source>⚠️ chosen: only the liable yakuman is shared (correction 14).</source>
        <translation>⚠️ выбрано: делится только якуман с пао (поправка 14).</translation>
    </message>
    <message>
        <source>Mangan, or the normal value if higher (secondary sources).</source>
        <translation>Манган или обычная стоимость, если выше (вторичные источники).</translation>
    </message>
    <message>
        <source>⚠️ probable value: no robbing a closed kan, even for kokushi.</source>
        <translation>⚠️ вероятное значение: чанкан на закрытый кан нельзя, даже с Кокуши мусо.</translation>
    </message>
    <message>
        <source>Not stated: 90 minutes as EMA 2016 §5.9 assumed.</source>
        <translation>Не указано: принято 90 минут, как в EMA 2016 §5.9.</translation>
    </message>
    <message>
        <source>Not stated: a signal 15 minutes before the end as EMA 2016 §5.9.</source>
        <translation>Не указано: сигнал за 15 минут до конца, как в EMA 2016 §5.9.</translation>
    </message>
    <message>
        <source>WRC furiten details unknown; standard reading assumed.</source>
        <translation>Подробности фуритена в WRC неизвестны; принято обычное прочтение.</translation>
    </message>
    <message>
        <source>Disputed: one reading of EMA 2025 scores renhou as 5 han with every other yaku dropped; another takes the better of that and the hand's normal value. Kept as the better of the two; ⚠️.</source>
        <translation>Спорно: по одному прочтению EMA 2025 ренхо — это 5 хан без всех остальных яку; по другому берется лучшее из этого и обычной стоимости руки. Оставлено лучшее из двух; ⚠️.</translation>
    </message>
    <message>
        <source>Disputed: one secondary source says riichi is allowed below 1,000 points, but the code of that same source requires 1,000. Kept as allowed; ⚠️.</source>
        <translation>Спорно: один вторичный источник разрешает риичи при счете меньше 1 000, но программа того же источника требует 1 000. Оставлено как разрешенное; ⚠️.</translation>
    </message>
    <message>
        <source>EMA 2025 tournament chapter not read: as EMA 2016 §5.9 (one more hand).</source>
        <translation>Турнирная глава EMA 2025 не прочитана: как в EMA 2016 §5.9 (еще одна раздача).</translation>
    </message>
    <message>
        <source>Not stated: as EMA 2016 §5.9 (the current hand and one more).</source>
        <translation>Не указано: как в EMA 2016 §5.9 (текущая раздача и еще одна).</translation>
    </message>
    <message>
        <source>A chombo in the last hand is not re-dealt, so the game ends: WRC 2015 §8.2, not confirmed for 2025; ⚠️.</source>
        <translation>Чомбо в последней раздаче не переигрывается, и игра заканчивается: WRC 2015 §8.2, для 2025 года не подтверждено; ⚠️.</translation>
    </message>
    <message>
        <source>30,000 off the final score: WRC 2025 §12.2 as quoted; 🟡.</source>
        <translation>30 000 из итога: WRC 2025 §12.2 в цитате; 🟡.</translation>
    </message>
    <message>
        <source>The kan must keep the waits and the readings of the hand: two rule comparisons (one short note says waits only); 🟡.</source>
        <translation>Кан не должен менять ни ожидания, ни разбор руки: два сравнения правил (одна краткая заметка говорит только об ожиданиях); 🟡.</translation>
    </message>
    <message>
        <source>Pao for Big Dragons, Big Winds and Four Quads: WRC 2025 §9.1.1 as quoted by two rule comparisons; 🟡.</source>
        <translation>Пао за Дайсанген, Дайсуши и Сууканцу: WRC 2025 §9.1.1 в цитате двух сравнений правил; 🟡.</translation>
    </message>
    <message>
        <source>Riichi allowed with no live-wall tile left: one secondary source quoting the 2025 clarification; ⚠️.</source>
        <translation>Риичи разрешено, даже если в живой стене не осталось тайлов: один вторичный источник, цитирующий разъяснение 2025 года; ⚠️.</translation>
    </message>
    <message>
        <source>75 minutes: a 2025 tournament page citing WRC 2025 §10.1; ⚠️.</source>
        <translation>75 минут: страница турнира 2025 года со ссылкой на WRC 2025 §10.1; ⚠️.</translation>
    </message>
    <message>
        <source>No signal before the end: a 2025 tournament page (WRC 2025 §10.1); ⚠️.</source>
        <translation>Без сигнала до конца: страница турнира 2025 года (WRC 2025 §10.1); ⚠️.</translation>
    </message>
    <message>
        <source>Unknown in WRC; formal tenpai assumed to count.</source>
        <translation>В WRC неизвестно; принято, что формальный темпай засчитывается.</translation>
    </message>
    <message>
        <source>The current hand and one more: a 2025 tournament page citing WRC 2025 §10.1, and the RRC comparison agrees; ⚠️.</source>
        <translation>Текущая раздача и еще одна: страница турнира 2025 года со ссылкой на WRC 2025 §10.1, сравнение с правилами RRC это подтверждает; ⚠️.</translation>
    </message>
    <message>
        <source>⚠️ chosen: several yakuman are cumulative (correction 14).</source>
        <translation>⚠️ выбрано: несколько якуманов складываются (поправка 14).</translation>
    </message>
    <message>
        <source>Not stated: EMA 2012 value used.</source>
        <translation>Не указано: взято значение EMA 2012.</translation>
    </message>
    <message>
        <source>Not stated: EMA 2012 value (+1 counter, dealer stays) used.</source>
        <translation>Не указано: взято значение EMA 2012 (+1 хонба, дилер остается).</translation>
    </message>
    <message>
        <source>Not stated: EMA 2012 value (no agari-yame) used.</source>
        <translation>Не указано: взято значение EMA 2012 (без агарияме).</translation>
    </message>
    <message>
        <source>Not stated: EMA 2012 value (no busting) used.</source>
        <translation>Не указано: взято значение EMA 2012 (без банкротства).</translation>
    </message>
    <message>
        <source>Not stated: EMA 2012 value (reverse mangan at the table) used.</source>
        <translation>Не указано: взято значение EMA 2012 (обратный манган за столом).</translation>
    </message>
    <message>
        <source>Not in Galaxy's exhaustive yaku list (correction 6, chosen).</source>
        <translation>Нет в полном списке яку Galaxy (поправка 6, выбрано).</translation>
    </message>
    <message>
        <source>Not stated: 300 per counter as in every other ruleset.</source>
        <translation>Не указано: 300 за хонбу, как во всех других правилах.</translation>
    </message>
    <message>
        <source>Not stated: assumed, as in every other ruleset.</source>
        <translation>Не указано: принято, как во всех других правилах.</translation>
    </message>
    <message>
        <source>Not stated: treated as no; confirm with the organisers.</source>
        <translation>Не указано: считается, что нет; уточните у организаторов.</translation>
    </message>
    <message>
        <source>Multiple ron allowed, no head bump (correction 7, chosen).</source>
        <translation>Несколько ронов разрешены, без атамаханэ (поправка 7, выбрано).</translation>
    </message>
    <message>
        <source>Not stated: EMA 2012 value (counters to each winner) used.</source>
        <translation>Не указано: взято значение EMA 2012 (хонба каждому победителю).</translation>
    </message>
    <message>
        <source>Settled as a win (correction 3, chosen from 2012-era rules).</source>
        <translation>Рассчитывается как победа (поправка 3, выбрано по правилам времен 2012 года).</translation>
    </message>
    <message>
        <source>Not stated: the usual 3,000.</source>
        <translation>Не указано: обычные 3000.</translation>
    </message>
    <message>
        <source>Eighth consecutive dealer win (correction 13, chosen).</source>
        <translation>Восьмая победа дилера подряд (поправка 13, выбрано).</translation>
    </message>
    <message>
        <source>Not stated: counters paid by the discarder (EMA).</source>
        <translation>Не указано: хонбу платит сбросивший (как в EMA).</translation>
    </message>
    <message>
        <source>Counters not stated: the liable player pays them (EMA).</source>
        <translation>Хонбы не указаны: их платит ответственный игрок (как в EMA).</translation>
    </message>
    <message>
        <source>Not stated: EMA 2012 value (dealer tenpai keeps the deal) used.</source>
        <translation>Не указано: взято значение EMA 2012 (дилер в темпае остается дилером).</translation>
    </message>
    <message>
        <source>Dealer only, at five or more honba (correction 2, chosen reading).</source>
        <translation>Только для дилера, при пяти и более хонбах (поправка 2, выбранное прочтение).</translation>
    </message>
    <message>
        <source>Tied players pool and split uma and oka (correction 7, chosen).</source>
        <translation>Игроки с равными очками делят уму и оку поровну (поправка 7, выбрано).</translation>
    </message>
    <message>
        <source>Chosen: dealer first and at 30,000+; each West hand is a last hand.</source>
        <translation>Выбрано: дилер первый и у него 30 000+; каждая раздача Запада — последняя.</translation>
    </message>
    <message>
        <source>Kuikae (swap calling)</source>
        <translation>Куикаэ (сброс после объявления)</translation>
    </message>
    <message>
        <source>Winning tile taken from the discards</source>
        <translation>Победный тайл взят из сброса</translation>
    </message>
    <message>
        <source>Hand laid face down</source>
        <translation>Рука положена рубашкой вверх</translation>
    </message>
    <message>
        <source>Twice the last-place uma</source>
        <translation>Двойная ума последнего места</translation>
    </message>
    <message>
        <source>Allowed: the kan changes neither the waits nor the reading of the hand.</source>
        <translation>Можно: кан не меняет ни ожиданий, ни разбора руки.</translation>
    </message>
    <message>
        <source>Not a kan: the hand and the drawn tile do not hold four of this tile.</source>
        <translation>Это не кан: в руке вместе со взятым тайлом нет четырех таких тайлов.</translation>
    </message>
    <message>
        <source>Not allowed: after riichi a kan must use the tile just drawn.</source>
        <translation>Нельзя: после риичи кан объявляют лишь с только что взятым тайлом.</translation>
    </message>
    <message>
        <source>The riichi hand is not tenpai, so the kan cannot keep its waits.</source>
        <translation>У руки с риичи нет темпая, поэтому кан не может сохранить ожидания.</translation>
    </message>
    <message>
        <source>Not allowed: the kan would change the waits.</source>
        <translation>Нельзя: кан изменит ожидания.</translation>
    </message>
    <message>
        <source>Not allowed: these tiles can also be read as part of other sets.</source>
        <translation>Нельзя: эти тайлы можно разобрать и как части других сетов.</translation>
    </message>
    <message>
        <source>Not allowed: four kans have already been declared.</source>
        <translation>Нельзя: уже объявлено четыре кана.</translation>
    </message>
    <message>
        <source>Suukantsu pao absent in the rule translation (⚠️ one template adds it).</source>
        <translation>Пао на сууканцу нет в переводе правил (⚠️ один шаблон его добавляет).</translation>
    </message>
    <message>
        <source>10-20 per one source; tournament software uses 15/5 (⚠️).</source>
        <translation>10-20 по одному источнику; турнирная программа использует 15/5 (⚠️).</translation>
    </message>
    <message>
        <source>Abortive draw keeps the dealer and adds a counter (correction 11, 🟡).</source>
        <translation>Абортивная ничья сохраняет дилера и добавляет хонбу (поправка 11, 🟡).</translation>
    </message>
    <message>
        <source>Applied automatically as on Tenhou (dealer first and at 30,000+); chosen.</source>
        <translation>Применяется автоматически, как на Tenhou (дилер первый и у него 30 000+); выбрано.</translation>
    </message>
    <message>
        <source>Not applicable online; reverse mangan offered for manual use.</source>
        <translation>Онлайн не применяется; обратный манган предложен для ручного учета.</translation>
    </message>
    <message>
        <source>Nearest 1,000 before oka and uma, x,500 rounded up (Tenhou's rule line); first place takes what rounding leaves so the results add up to zero. Negative scores are not stated: rounded by their size, so -1,500 becomes -2,000; ⚠️.</source>
        <translation>До ближайшей тысячи перед окой и умой, остаток ровно в 500 — вверх (строка правил Tenhou); первое место получает остаток округления, чтобы сумма результатов была нулевой. Для отрицательного счета не указано: округляется по модулю, −1 500 становится −2 000; ⚠️.</translation>
    </message>
    <message>
        <source>Unknown; assumed as on Tenhou (all in sight: tenpai).</source>
        <translation>Неизвестно; принято как на Tenhou (все на виду — темпай).</translation>
    </message>
    <message>
        <source>Assumed yes (no primary text reached).</source>
        <translation>Принято, что да (первоисточник недоступен).</translation>
    </message>
    <message>
        <source>Weakly sourced: all sticks to the nearest winner (correction 8).</source>
        <translation>Слабый источник: все ставки ближайшему победителю (поправка 8).</translation>
    </message>
    <message>
        <source>+2 on a rinshan win (correction 15, 🟡).</source>
        <translation>+2 при победе риншан кайхо (поправка 15, 🟡).</translation>
    </message>
    <message>
        <source>Details unknown; Tenhou's rule assumed.</source>
        <translation>Подробности неизвестны; принято правило Tenhou.</translation>
    </message>
    <message>
        <source>Formal tenpai allowed (🟡).</source>
        <translation>Формальный темпай допускается (🟡).</translation>
    </message>
    <message>
        <source>Only relevant where a tournament adopts abortive draws.</source>
        <translation>Важно, только если турнир вводит абортивные ничьи.</translation>
    </message>
    <message>
        <source>Twice the uma step after uma (40,000 at 30/10; 20,000 at 15/5).</source>
        <translation>Двойной шаг умы после умы (40 000 при 30/10; 20 000 при 15/5).</translation>
    </message>
    <message>
        <source>Twice the uma step (BR, VA); the referee guide still says 20,000.</source>
        <translation>Двойной шаг умы (BR, VA); руководство по судейству все еще говорит 20 000.</translation>
    </message>
    <message>
        <source>Rules text silent; read literally: tenpai.</source>
        <translation>В тексте правил не сказано; буквально — темпай.</translation>
    </message>
    <message>
        <source>Per-tournament setting: latest text 30/10; earlier releases 15/5 (one click).</source>
        <translation>Настройка турнира: последний текст 30/10, ранние выпуски 15/5 (в один клик).</translation>
    </message>
    <message>
        <source>Assumed: %1</source>
        <translation>Допущение: %1</translation>
    </message>
    <message>
        <source>RRC (Russian Riichi Community) v1.5</source>
        <extracomment>Preset names as each language writes them: abbreviations and proper names stay as they are, a descriptive part is translated ("RRC (Российское риичи-сообщество) v1.5").</extracomment>
        <translation>RRC (Российское риичи-сообщество) v1.5</translation>
    </message>
    <message>
        <source>assumed</source>
        <translation>допущение</translation>
    </message>
    <message>
        <source>False win, hand revealed</source>
        <translation>Ошибочная победа, тайлы раскрыты</translation>
    </message>
    <message>
        <source>False win, hand not revealed</source>
        <translation>Ошибочная победа, тайлы не раскрыты</translation>
    </message>
    <message>
        <source>Win called with a wrong word</source>
        <translation>Победа объявлена не тем словом</translation>
    </message>
    <message>
        <source>Win call changed</source>
        <translation>Объявление победы изменено</translation>
    </message>
    <message>
        <source>Noten riichi at a draw</source>
        <translation>Нотен-риичи при ничьей</translation>
    </message>
    <message>
        <source>Riichi declared in the wrong order</source>
        <translation>Риичи объявлено с нарушением порядка</translation>
    </message>
    <message>
        <source>Riichi tile not turned</source>
        <translation>Тайл риичи не повернут</translation>
    </message>
    <message>
        <source>Riichi with an open hand</source>
        <translation>Риичи с открытой рукой</translation>
    </message>
    <message>
        <source>Riichi stick not placed</source>
        <translation>Ставка риичи не выставлена</translation>
    </message>
    <message>
        <source>Illegal kan after riichi</source>
        <translation>Недопустимый кан после риичи</translation>
    </message>
    <message>
        <source>Hand changed during riichi</source>
        <translation>Рука изменена в риичи</translation>
    </message>
    <message>
        <source>Wait revealed during riichi</source>
        <translation>Ожидание раскрыто в риичи</translation>
    </message>
    <message>
        <source>Riichi hand not shown at a draw</source>
        <translation>Рука с риичи не показана при ничьей</translation>
    </message>
    <message>
        <source>Declaration from a dead hand</source>
        <translation>Объявление с мертвой рукой</translation>
    </message>
    <message>
        <source>Too many or too few tiles</source>
        <translation>Лишние или недостающие тайлы</translation>
    </message>
    <message>
        <source>Mistaken call withdrawn</source>
        <translation>Ошибочное объявление отозвано</translation>
    </message>
    <message>
        <source>Wrong call noticed after play went on</source>
        <translation>Ошибочный сет замечен позже</translation>
    </message>
    <message>
        <source>Call out of turn</source>
        <translation>Объявление не в свою очередь</translation>
    </message>
    <message>
        <source>Called tile not taken</source>
        <translation>Объявленный тайл не взят</translation>
    </message>
    <message>
        <source>Wrong draw</source>
        <translation>Неправильное взятие</translation>
    </message>
    <message>
        <source>Error in dealing</source>
        <translation>Ошибка при раздаче</translation>
    </message>
    <message>
        <source>A few own tiles shown</source>
        <translation>Показано несколько своих тайлов</translation>
    </message>
    <message>
        <source>Many own tiles shown</source>
        <translation>Показано много своих тайлов</translation>
    </message>
    <message>
        <source>Live wall tiles exposed</source>
        <translation>Открыты тайлы живой стены</translation>
    </message>
    <message>
        <source>1–3 dead wall tiles exposed</source>
        <translation>Открыты 1–3 тайла мертвой стены</translation>
    </message>
    <message>
        <source>More than 3 dead wall tiles exposed</source>
        <translation>Открыто больше 3 тайлов мертвой стены</translation>
    </message>
    <message>
        <source>Opponent's tiles exposed</source>
        <translation>Открыты тайлы соперника</translation>
    </message>
    <message>
        <source>Too many tiles exposed</source>
        <translation>Открыто слишком много тайлов</translation>
    </message>
    <message>
        <source>Peeking</source>
        <translation>Подглядывание</translation>
    </message>
    <message>
        <source>Tile taken from an opponent's hand</source>
        <translation>Тайл взят из руки соперника</translation>
    </message>
    <message>
        <source>Wrong dora indicator turned</source>
        <translation>Открыт не тот индикатор доры</translation>
    </message>
    <message>
        <source>Tiles mixed before settlement</source>
        <translation>Тайлы смешаны до расчета</translation>
    </message>
    <message>
        <source>Dead wall mixed</source>
        <translation>Мертвая стена смешана</translation>
    </message>
    <message>
        <source>Careless discards</source>
        <translation>Небрежный сброс</translation>
    </message>
    <message>
        <source>Passing information</source>
        <translation>Передача информации</translation>
    </message>
    <message>
        <source>Obstruction</source>
        <translation>Помехи игре</translation>
    </message>
    <message>
        <source>Serious obstruction</source>
        <translation>Серьезные помехи игре</translation>
    </message>
    <message>
        <source>Repeated offence</source>
        <translation>Повторное нарушение</translation>
    </message>
    <message>
        <source>Cheating</source>
        <translation>Жульничество</translation>
    </message>
    <message>
        <source>Unsporting conduct</source>
        <translation>Неспортивное поведение</translation>
    </message>
    <message>
        <source>Late, up to 10 minutes</source>
        <translation>Опоздание до 10 минут</translation>
    </message>
    <message>
        <source>Late, more than 10 minutes</source>
        <translation>Опоздание больше 10 минут</translation>
    </message>
    <message>
        <source>Missed a game</source>
        <translation>Пропуск игры</translation>
    </message>
    <message>
        <source>Substitute player</source>
        <translation>Игрок замены</translation>
    </message>
    <message>
        <source>Phone use during play</source>
        <translation>Телефон во время игры</translation>
    </message>
    <message>
        <source>Intoxication</source>
        <translation>Опьянение</translation>
    </message>
    <message>
        <source>Noise at the table</source>
        <translation>Шум за столом</translation>
    </message>
    <message>
        <source>Win declarations</source>
        <translation>Объявление победы</translation>
    </message>
    <message>
        <source>Riichi</source>
        <translation>Риичи</translation>
    </message>
    <message>
        <source>Calls</source>
        <translation>Объявления сетов</translation>
    </message>
    <message>
        <source>Tiles and the wall</source>
        <translation>Тайлы и стена</translation>
    </message>
    <message>
        <source>Exposed tiles</source>
        <translation>Открытые тайлы</translation>
    </message>
    <message>
        <source>Conduct</source>
        <translation>Поведение</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Время</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>Предупреждение</translation>
    </message>
    <message>
        <source>Dead hand</source>
        <translation>Мертвая рука</translation>
    </message>
    <message>
        <source>Penalty points</source>
        <translation>Штрафные очки</translation>
    </message>
    <message>
        <source>Disqualification</source>
        <translation>Дисквалификация</translation>
    </message>
    <message>
        <source>Redeal</source>
        <translation>Перераздача</translation>
    </message>
    <message>
        <source>A substitute plays</source>
        <translation>Играет игрок замены</translation>
    </message>
    <message>
        <source>Referee's discretion</source>
        <translation>На усмотрение судьи</translation>
    </message>
    <message>
        <source>No penalty</source>
        <translation>Без штрафа</translation>
    </message>
    <message>
        <source>Rule text</source>
        <translation>Текст правил</translation>
    </message>
    <message>
        <source>Secondary source</source>
        <translation>Вторичный источник</translation>
    </message>
    <message>
        <source>Sources conflict</source>
        <translation>Источники расходятся</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Неизвестно</translation>
    </message>
    <message>
        <source>Read in the ruleset's own text.</source>
        <translation>Указано в тексте самих правил.</translation>
    </message>
    <message>
        <source>From a secondary source; the rule text was not read.</source>
        <translation>По вторичному источнику; с текстом правил не сверено.</translation>
    </message>
    <message>
        <source>Sources disagree; confirm with the organisers.</source>
        <translation>Источники расходятся; уточните у организаторов.</translation>
    </message>
    <message>
        <source>No source found; confirm with the organisers.</source>
        <translation>Источник не найден; уточните у организаторов.</translation>
    </message>
    <message>
        <source>Off the final score, after uma</source>
        <translation>Из итога, после умы</translation>
    </message>
    <message>
        <source>Paid at the table</source>
        <translation>Выплата за столом</translation>
    </message>
    <message>
        <source>No points</source>
        <translation>Без очков</translation>
    </message>
    <message>
        <source>Fixed amount</source>
        <translation>Фиксированная сумма</translation>
    </message>
    <message>
        <source>The ruleset's chombo deduction</source>
        <translation>Вычет за чомбо по правилам</translation>
    </message>
    <message>
        <source>Twice the uma step</source>
        <translation>Двойной шаг умы</translation>
    </message>
    <message>
        <source>Per minute</source>
        <translation>За минуту</translation>
    </message>
    <message>
        <source>Within a range, as the referee decides</source>
        <translation>В пределах диапазона, по решению судьи</translation>
    </message>
    <message>
        <source>Doubles with each repeat</source>
        <translation>Удваивается при каждом повторе</translation>
    </message>
    <message>
        <source>Fixed substitute result</source>
        <translation>Фиксированный результат замены</translation>
    </message>
    <message>
        <source>Not applicable: the software prevents it online</source>
        <translation>Не применяется: онлайн это не допускает программа</translation>
    </message>
    <message>
        <source>%1 chapter %2 not read; the %3 rule stands in</source>
        <translation>применяется правило %3: с главой %2 правил %1 не сверено</translation>
    </message>
    <message>
        <source>Not stated in %1; the %2 rule stands in</source>
        <translation>В %1 не указано; вместо этого — правило %2</translation>
    </message>
    <message>
        <source>The cited text could not be read</source>
        <translation>Цитируемый текст прочитать не удалось</translation>
    </message>
    <message>
        <source>The amounts in this section could not be read</source>
        <translation>Суммы в этом разделе прочитать не удалось</translation>
    </message>
    <message>
        <source>Allowed in the %1 edition</source>
        <translation>Разрешено в редакции %1 года</translation>
    </message>
    <message>
        <source>Tiles exposed: more than %1</source>
        <translation>Открыто тайлов: больше %1</translation>
    </message>
    <message>
        <source>According to %1: %2 points</source>
        <translation>Согласно %1: %2 очков</translation>
    </message>
    <message>
        <source>According to %1: %2</source>
        <translation>Согласно %1: %2</translation>
    </message>
    <message>
        <source>According to %1: a substitute plays after %2 min</source>
        <translation>Согласно %1: игрок замены садится через %2 мин</translation>
    </message>
    <message>
        <source>Since %1, whether or not the hand was shown</source>
        <translation>С %1 года — независимо от того, была ли открыта рука</translation>
    </message>
    <message>
        <source>When the wrong tile is added to the hand</source>
        <translation>Если неверный тайл добавлен в руку</translation>
    </message>
    <message>
        <source>Calls may no longer be changed</source>
        <translation>Объявления больше нельзя менять</translation>
    </message>
    <message>
        <source>An intentional chombo counts as cheating</source>
        <translation>Намеренное чомбо считается жульничеством</translation>
    </message>
    <message>
        <source>Point penalties come off the overall score</source>
        <translation>Штрафные очки вычитаются из общего результата</translation>
    </message>
    <message>
        <source>%1 cites %2</source>
        <translation>%1 ссылается на %2</translation>
    </message>
    <message>
        <source>The rule on mixing tiles before settlement</source>
        <translation>Правило о смешивании тайлов до расчета</translation>
    </message>
    <message>
        <source>EMA rule book, 2016 edition; the text was read</source>
        <extracomment>The parameters that fill each note's %1, %2, %3 (names as in engine/penalties.py NOTE_PARAMS). The legend of citation keys: the document's own title (a proper name, never translated) and what it is (translated). Facts from rulesets.md §0 and rrc.md §0.</extracomment>
        <translation>Правила EMA, редакция 2016 года; сверено с текстом</translation>
    </message>
    <message>
        <source>EMA rules, 2012 edition, as reproduced on ooyamaneko.net, in the 2016 revision notes and on riichi.wiki</source>
        <translation>Правила EMA, редакция 2012 года, в пересказе ooyamaneko.net, примечаний к редакции 2016 года и riichi.wiki</translation>
    </message>
    <message>
        <source>EMA rule book, 2025 edition, in force since 1 January 2026; its text could not be read, facts come from software that cites it</source>
        <translation>Правила EMA, редакция 2025 года, действуют с 1 января 2026 года; текст прочитать не удалось, сведения взяты из программ, которые на него ссылаются</translation>
    </message>
    <message>
        <source>WRC rule book, in the edition the citing source refers to</source>
        <translation>Правила WRC в той редакции, на которую ссылается цитирующий источник</translation>
    </message>
    <message>
        <source>WRC rule book, 2015 edition (an old edition), chapter 7.1</source>
        <translation>Правила WRC, редакция 2015 года (устаревшая), глава 7.1</translation>
    </message>
    <message>
        <source>Nine different terminals and honours (kyuushu kyuuhai)</source>
        <translation>Девять разных терминалов и благородных (кюсюкюхай)</translation>
    </message>
    <message>
        <source>Main time of a timed session; “End of timed play” says how many hands are still played.</source>
        <translation>Основное время игры; сколько раздач играется после него, говорит правило «Окончание игры на время».</translation>
    </message>
    <message>
        <source>How many minutes before the end of the main time the signal is given; 0: no signal.</source>
        <translation>За сколько минут до конца основного времени подается сигнал; 0 — без сигнала.</translation>
    </message>
    <message>
        <source>When the main time runs out: the hand in play is the last, or one more hand follows it.</source>
        <translation>Когда основное время вышло: текущая раздача последняя или после нее играется еще одна.</translation>
    </message>
    <message>
        <source>News item summarising the WRC 2022 rule changes</source>
        <translation>Новость с кратким изложением изменений правил WRC 2022 года</translation>
    </message>
    <message>
        <source>The optional variants of the WRC 2022 rules</source>
        <translation>Необязательные варианты правил WRC 2022 года</translation>
    </message>
    <message>
        <source>WRC rule book, 2025 edition; its text could not be read</source>
        <translation>Правила WRC, редакция 2025 года; текст прочитать не удалось</translation>
    </message>
    <message>
        <source>A club's page: the current WRC rules with its own modifications</source>
        <translation>Страница клуба: действующие правила WRC с его собственными изменениями</translation>
    </message>
    <message>
        <source>A club's rules; its tournaments follow the WRC rules as before 2022</source>
        <translation>Правила клуба; его турниры идут по правилам WRC в редакции до 2022 года</translation>
    </message>
    <message>
        <source>A club's ruleset: Mahjong Soul ranked rules with listed changes, and WRC for chombo</source>
        <translation>Правила клуба: рейтинговые правила Mahjong Soul с перечисленными изменениями, для чомбо — WRC</translation>
    </message>
    <message>
        <source>The Galaxy Open tournament regulations, in Russian</source>
        <translation>Регламент турниров Galaxy Open, на русском языке</translation>
    </message>
    <message>
        <source>RRC rule book: the basic rules</source>
        <translation>Правила RRC: основные правила игры</translation>
    </message>
    <message>
        <source>RRC rule book: the tournament rules</source>
        <translation>Правила RRC: турнирные правила</translation>
    </message>
    <message>
        <source>RRC referee guide</source>
        <translation>Руководство RRC по судейству</translation>
    </message>
    <message>
        <source>RRC guide to running tournaments</source>
        <translation>Руководство RRC по проведению турниров</translation>
    </message>
    <message>
        <source>The last hand was played</source>
        <translation>Сыграна последняя раздача</translation>
    </message>
    <message>
        <source>A player reached the target score in the West round</source>
        <translation>В западном раунде игрок набрал нужные очки</translation>
    </message>
    <message>
        <source>A score went below zero</source>
        <translation>Чьи-то очки ушли ниже нуля</translation>
    </message>
    <message>
        <source>The dealer in first place ended the game (agari-yame)</source>
        <translation>Дилер на первом месте завершил игру (агарияме)</translation>
    </message>
    <message>
        <source>The time limit was reached</source>
        <translation>Время игры истекло</translation>
    </message>
    <message>
        <source>A winning tile is among the player's own discards.</source>
        <translation>Победный тайл есть в собственном сбросе игрока.</translation>
    </message>
    <message>
        <source>A winning tile was passed since the player's last discard (temporary furiten).</source>
        <translation>После последнего сброса игрок пропустил победный тайл (временный фуритен).</translation>
    </message>
    <message>
        <source>A winning tile was passed after riichi: furiten until the end of the hand.</source>
        <translation>После риичи пропущен победный тайл: фуритен до конца раздачи.</translation>
    </message>
</context>
</TS>
