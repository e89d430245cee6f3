/**
 * Postcode district → post town, Royal Mail's assignment as listed in Wikipedia's "List of postcode
 * districts in the United Kingdom" (CC BY-SA 4.0), taken from the copy of that table kept in
 * NPrada/dealsrc-rightmove-scraper, postcodes/raw-html-table.ts, commit 9cffdd4cb51133761e152f04e20d17f42cd23de7
 * (Feb 2024). Post towns were capitalised with capitalise-post-town 3.0.1 (MIT). A district shared by
 * two post towns (BA9 Wincanton/Bruton) is listed under both. Generated once; provenance and the
 * steps in test/real-pages/README.md. One line per post town: "Town:DISTRICT DISTRICT …".
 */
export const POST_TOWN_DISTRICTS = `
Abbots Langley:WD5
Aberaeron:SA46 SA48
Aberdare:CF44
Aberdeen:AB10 AB11 AB12 AB15 AB16 AB21 AB22 AB23 AB24 AB25 AB99
Aberdyfi:LL35
Aberfeldy:PH15
Abergavenny:NP7
Abergele:LL22
Aberlour:AB38
Abertillery:NP13
Aberystwyth:SY23
Abingdon:OX13 OX14
Aboyne:AB34
Accrington:BB5
Acharacle:PH36
Achnasheen:IV22
Addlestone:KT15
Airdrie:ML6
Alcester:B49 B50
Aldeburgh:IP15
Alderley Edge:SK9
Aldershot:GU11 GU12
Alexandria:G83
Alford:AB33 LN13
Alfreton:DE55
Alloa:FK10
Alness:IV17
Alnwick:NE66
Alresford:SO24
Alston:CA9
Alton:GU34
Altrincham:WA14 WA15
Alva:FK12
Ambleside:LA22
Amersham:HP6 HP7
Amlwch:LL68
Ammanford:SA18
Andover:SP10 SP11
Annan:DG12
Anstruther:KY10
Antrim:BT41
Appin:PA38
Appleby-in-Westmorland:CA16
Arbroath:DD11
Ardgay:IV24
Ardrossan:KA22
Arisaig:PH39
Arlesey:SG15
Armagh:BT60 BT61
Arrochar:G83
Arthog:LL39
Arundel:BN18
Ascot:SL5
Ashbourne:DE6
Ashby-de-La-Zouch:LE65
Ashford:TN23 TN24 TN25 TN26 TN27 TW15
Ashington:NE63
Ashtead:KT21
Ashton-under-Lyne:OL5 OL6 OL7
Askam-in-Furness:LA16
Atherstone:CV9
Attleborough:NR17
Auchterarder:PH3 PH4
Augher:BT77
Aughnacloy:BT69
Aviemore:PH22
Avoch:IV9
Axbridge:BS26
Axminster:EX13
Aylesbury:HP17 HP18 HP19 HP20 HP21 HP22
Aylesford:ME6 ME20
Ayr:KA6 KA7 KA8
Bacup:OL13
Badminton:GL9
Bagillt:CH6
Bagshot:GU19
Bakewell:DE45
Bala:LL23
Baldock:SG7
Balerno:EH14
Ballachulish:PH49
Ballater:AB35
Ballindalloch:AB37
Ballycastle:BT54
Ballyclare:BT39
Ballymena:BT42 BT43 BT44
Ballymoney:BT53
Ballynahinch:BT24
Bamburgh:NE66 NE69
Bampton:OX18
Banbridge:BT32
Banbury:OX15 OX16 OX17
Banchory:AB31
Banff:AB45
Bangor:BT19 BT20 LL57
Banstead:SM7
Banwell:BS29
Bargoed:CF81
Barking:IG11
Barmouth:LL42
Barnard Castle:DL12
Barnet:EN4 EN5
Barnetby:DN38
Barnoldswick:BB18 BB94
Barnsley:S70 S71 S72 S73 S74 S75
Barnstaple:EX31 EX32
Barrow-in-Furness:LA13 LA14
Barrow-upon-Humber:DN19
Barry:CF62 CF63
Barton-upon-Humber:DN18
Basildon:SS13 SS14 SS15 SS16
Basingstoke:RG21 RG22 RG23 RG24 RG25 RG28
Bath:BA1 BA2
Bathgate:EH47 EH48
Batley:WF17
Battle:TN33
Beaconsfield:HP9
Beaminster:DT8
Beauly:IV4
Beaumaris:LL58
Beaworthy:EX21
Beccles:NR34
Beckenham:BR3
Beckermet:CA21
Bedale:DL8
Bedford:MK40 MK41 MK42 MK43 MK44 MK45
Bedlington:NE22
Bedworth:CV12
Beith:KA14 KA15
Belfast:BT1 BT2 BT3 BT4 BT5 BT6 BT7 BT8 BT9 BT10 BT11 BT12 BT13 BT14 BT15 BT16 BT17 BT29
Belford:NE70
Bellshill:ML4
Belper:DE56
Belvedere:DA17
Bembridge:PO35
Benfleet:SS7
Berkeley:GL13
Berkhamsted:HP4
Berriedale:KW7
Berwick-upon-Tweed:TD15
Betchworth:RH3 RH4
Betws-y-Coed:LL24
Beverley:HU17
Bewdley:DY12
Bexhill-on-Sea:TN39 TN40
Bexley:DA5
Bexleyheath:DA6 DA7
BFPO:BF1
Bicester:OX25 OX26 OX27
Bideford:EX39
Biggar:ML12
Biggleswade:SG18
Billericay:CM11 CM12
Billingham:TS22 TS23
Billingshurst:RH14
Bilston:WV14
Bingley:BD16 BD97
Birchington:CT7 CT9
Birkenhead:CH25 CH41 CH42
Birmingham:B1 B2 B3 B4 B5 B6 B7 B8 B9 B10 B11 B12 B13 B14 B15 B16 B17 B18 B19 B20 B21 B23 B24 B25 B26 B27 B28 B29 B30 B31 B32 B33 B34 B35 B36 B37 B38 B40 B42 B43 B44 B45 B46 B47 B48 B99
Bishop Auckland:DL13 DL14
Bishop's Stortford:CM22 CM23
Bishops Castle:SY9
Bishopton:PA7
Blackburn:BB1 BB2 BB6
Blackpool:FY0 FY1 FY2 FY3 FY4
Blackwood:NP12
Blaenau Ffestiniog:LL41
Blairgowrie:PH10 PH11 PH12 PH13
Blakeney:GL15
Blandford Forum:DT11
Blaydon-on-Tyne:NE21
Blyth:NE24
Bo'Ness:EH51
Boat of Garten:PH24
Bodmin:PL30 PL31
Bodorgan:LL62
Bognor Regis:PO21 PO22
Boldon Colliery:NE35
Bolton:BL1 BL2 BL3 BL4 BL5 BL6 BL7 BL11 BL78
Boncath:SA37
Bonnybridge:FK4
Bonnyrigg:EH19
Bootle:L20 L69 L30 L80
Bordon:GU35
Borehamwood:WD6
Borth:SY24
Boscastle:PL35
Boston:PE20 PE21 PE22
Bourne:PE10
Bourne End:SL8
Bournemouth:BH1 BH2 BH3 BH4 BH5 BH6 BH7 BH8 BH9 BH10 BH11
Bow Street:SY24
Brackley:NN13
Bracknell:RG12 RG42
Bradford:BD1 BD2 BD3 BD4 BD5 BD6 BD7 BD8 BD9 BD10 BD11 BD12 BD13 BD14 BD15 BD98 BD99
Bradford-on-Avon:BA15
Braintree:CM7 CM77
Brampton:CA8
Brandon:IP27
Braunton:EX33
Brechin:DD9
Brecon:LD3
Brentford:TW8
Brentwood:CM13 CM14 CM15
Bridge of Orchy:PA36
Bridge of Weir:PA11
Bridgend:CF31 CF32 CF33 CF35
Bridgnorth:WV15 WV16
Bridgwater:TA5 TA6 TA7
Bridlington:YO15 YO16
Bridport:DT6
Brierley Hill:DY5
Brigg:DN20
Brighouse:HD6
Brighton:BN1 BN2 BN41 BN42 BN45 BN50 BN51 BN88
Bristol:BS0 BS1 BS2 BS3 BS4 BS5 BS6 BS7 BS8 BS9 BS10 BS11 BS13 BS14 BS15 BS16 BS20 BS30 BS31 BS32 BS34 BS35 BS36 BS37 BS39 BS40 BS41 BS48 BS49 BS80 BS98 BS99
Brixham:TQ5
Broadstairs:CT10
Broadstone:BH18
Broadway:WR11 WR12
Brockenhurst:SO42
Bromley:BR1 BR2
Bromsgrove:B60 B61
Bromyard:HR7
Brora:KW9
Broseley:TF12
Brough:HU15
Broughton-in-Furness:LA20
Broxbourne:EN10 EN11
Broxburn:EH52
Bruton:BA9 BA10
Brynteg:LL78
Buckfastleigh:TQ11
Buckhurst Hill:IG9
Buckie:AB56
Buckingham:MK18
Buckley:CH7
Bucknell:SY7
Bude:EX23
Budleigh Salterton:EX9
Builth Wells:LD2
Bungay:NR35
Buntingford:SG9
Bures:CO8
Burford:OX18
Burgess Hill:RH15
Burnham-on-Crouch:CM0
Burnham-on-Sea:TA8
Burnley:BB10 BB11 BB12
Burntisland:KY3
Burntwood:WS7
Burry Port:SA16
Burton-on-Trent:DE13 DE14 DE15
Bury:BL0 BL8 BL9
Bury St. Edmunds:IP28 IP29 IP30 IP31 IP32 IP33
Bushey:WD23
Bushmills:BT57
Buxton:SK17
Caernarfon:LL54 LL55
Caerphilly:CF83
Caersws:SY17
Cairndow:PA24 PA25 PA26 PA27
Caldicot:NP26
Caledon:BT68
Callander:FK17 FK18
Callington:PL17
Calne:SN11
Calstock:PL18
Camberley:GU17 GU15 GU16 GU95
Camborne:TR14
Cambridge:CB1 CB2 CB3 CB4 CB5 CB21 CB22 CB23 CB24 CB25
Camelford:PL32
Campbeltown:PA28
Cannock:WS11 WS12
Canonbie:DG14
Canterbury:CT1 CT2 CT3 CT4
Canvey Island:SS8
Cardiff:CF3 CF5 CF10 CF11 CF14 CF15 CF23 CF24 CF30 CF91 CF95 CF99
Cardigan:SA43
Carlisle:CA1 CA2 CA3 CA4 CA5 CA6 CA99
Carluke:ML8
Carmarthen:SA31 SA32 SA33
Carnforth:LA5 LA6
Carnoustie:DD7
Carrbridge:PH23
Carrickfergus:BT38
Carshalton:SM5
Carterton:OX18
Castle Cary:BA7
Castle Douglas:DG7
Castlederg:BT81
Castleford:WF10
Castlewellan:BT31
Caterham:CR3
Catterick Garrison:DL9
Cemaes Bay:LL67
Chalfont St. Giles:HP8
Chard:TA20
Chatham:ME4 ME5
Chathill:NE67
Chatteris:PE16
Cheadle:SK8
Cheddar:BS27
Chelmsford:CM1 CM2 CM3 CM92 CM98 CM99
Cheltenham:GL50 GL51 GL52 GL53 GL54
Chepstow:NP16
Chertsey:KT16
Chesham:HP5
Chessington:KT9
Chester:CH1 CH2 CH3 CH4 CH70 CH88 CH99
Chester le Street:DH2 DH3
Chesterfield:S40 S41 S42 S43 S44 S45 S49
Chichester:PO18 PO19 PO20
Chigwell:IG7 IG8
Chinnor:OX39
Chippenham:SN15 SN14
Chipping Campden:GL55
Chipping Norton:OX7
Chislehurst:BR7
Choppington:NE62
Chorley:PR6 PR7
Christchurch:BH23
Chulmleigh:EX18
Church Stretton:SY6
Cinderford:GL14
Cirencester:GL7
Clackmannan:FK10
Clacton-on-Sea:CO15 CO16
Clarbeston Road:SA63
Cleator:CA23
Cleator Moor:CA25
Cleckheaton:BD19
Cleethorpes:DN35
Clevedon:BS21
Clitheroe:BB7
Clogher:BT76
Clydebank:G81
Clynderwen:SA66
Coalville:LE67
Coatbridge:ML5
Cobham:KT11
Cockburnspath:TD13
Cockermouth:CA13
Colchester:CO1 CO2 CO3 CO4 CO5 CO6 CO7
Coldstream:TD12
Coleford:GL16
Coleraine:BT51 BT52
Colintraive:PA22
Colne:BB8
Colwyn Bay:LL28 LL29
Colyton:EX24
Congleton:CW12
Coniston:LA21
Consett:DH8
Conwy:LL31 LL32
Cookstown:BT80
Corbridge:NE45
Corby:NN17 NN18
Cornhill-on-Tweed:TD12
Corrour:PH30
Corsham:SN13 SN15
Corwen:LL21
Cottingham:HU16 HU20
Coulsdon:CR5
Coventry:CV1 CV2 CV3 CV4 CV5 CV6 CV7 CV8
Cowbridge:CF71
Cowdenbeath:KY4
Cowes:PO31
Cradley Heath:B64
Craigavon:BT62 BT63 BT64 BT65 BT66 BT67
Cramlington:NE23
Cranbrook:TN17 TN18
Cranleigh:GU6
Craven Arms:SY7
Crawley:RH10 RH11 RH77
Crediton:EX17
Crewe:CW1 CW2 CW3 CW4 CW98
Crewkerne:TA18
Crianlarich:FK20
Criccieth:LL52
Crickhowell:NP7 NP8
Crieff:PH5 PH6 PH7
Cromarty:IV11
Cromer:NR27
Crook:DL15
Crowborough:TN6
Crowthorne:RG45
Croydon:CR0 CR9 CR44 CR90
Crumlin:BT29
Crymych:SA41
Cullompton:EX15
Cumnock:KA18
Cupar:KY14 KY15
Currie:EH14
Cwmbran:NP44
Dagenham:RM8 RM9 RM10
Dalbeattie:DG5
Dalkeith:EH22
Dalmally:PA33
Dalry:KA24
Dalton-in-Furness:LA14 LA15
Dalwhinnie:PH19
Darlington:DL1 DL2 DL3 DL98
Dartford:DA1 DA2 DA4 DA10
Dartmouth:TQ6
Darvel:KA17
Darwen:BB3
Daventry:NN11
Dawlish:EX7
Deal:CT14
Deeside:CH5
Delabole:PL33
Denbigh:LL16
Denny:FK6
Derby:DE1 DE3 DE21 DE22 DE23 DE24 DE65 DE72 DE73 DE74 DE99
Dereham:NR19 NR20
Devizes:SN10
Dewsbury:WF12 WF13
Didcot:OX11
Dinas Powys:CF64
Dingwall:IV7 IV15 IV16
Diss:IP21 IP22 IP98
Dolgellau:LL40
Dollar:FK14
Dolwyddelan:LL25
Donaghadee:BT21
Doncaster:DN1 DN2 DN3 DN4 DN5 DN6 DN7 DN8 DN9 DN10 DN11 DN12 DN55
Dorchester:DT1 DT2
Dorking:RH4 RH5
Dornoch:IV25
Doune:FK16
Dover:CT15 CT16 CT17
Downham Market:PE38
Downpatrick:BT30
Driffield:YO25
Droitwich:WR9
Dromore:BT25
Dronfield:S18
Drybrook:GL17
Dudley:DY1 DY2 DY3
Dukinfield:SK16
Dulas:LL70
Dulverton:TA22
Dumbarton:G82
Dumfries:DG1 DG2
Dunbar:EH42
Dunbeath:KW6
Dunblane:FK15
Dundee:DD1 DD2 DD3 DD4 DD5
Dunfermline:KY11 KY12 KY99
Dungannon:BT70 BT71
Dunkeld:PH8
Dunmow:CM6 CM7
Dunoon:PA23
Duns:TD10 TD11
Dunstable:LU5 LU6
Durham:DH1 DH6 DH7 DH8 DH97 DH98 DH99
Dursley:GL11
Dyffryn Ardudwy:LL44
Dymock:GL18
Earlston:TD4
East Boldon:NE36
East Cowes:PO32
East Grinstead:RH19
East Linton:EH40
East Molesey:KT8
Eastbourne:BN20 BN21 BN22 BN23
Eastleigh:SO50 SO53
Ebbw Vale:NP23
Edenbridge:TN8
Edgware:HA8
Edinburgh:EH1 EH2 EH3 EH4 EH5 EH6 EH7 EH8 EH9 EH10 EH11 EH12 EH13 EH14 EH15 EH16 EH17 EH91 EH95 EH99
Egham:TW20
Egremont:CA22
Elgin:IV30
Elland:HX1 HX5
Ellesmere:SY12
Ellesmere Port:CH34 CH65 CH66
Ellon:AB41
Ely:CB6 CB7
Emsworth:PO10
Enfield:EN1 EN2 EN3
Enniskillen:BT74 BT92 BT93 BT94
Epping:CM16
Epsom:KT17 KT18 KT19
Erith:DA8 DA18
Erskine:PA8
Esher:KT10
Etchingham:TN19
Evesham:WR11
Exeter:EX1 EX2 EX3 EX4 EX5 EX6
Exmouth:EX8
Eye:IP21 IP23
Eyemouth:TD14
Fairbourne:LL38
Fairford:GL7
Fakenham:NR21
Falkirk:FK1 FK2
Falmouth:TR11
Fareham:PO14 PO15 PO16 PO17
Faringdon:SN7
Farnborough:GU14 GU17
Farnham:GU9 GU10
Faversham:ME13
Felixstowe:IP11
Feltham:TW13 TW14
Ferndale:CF43
Ferndown:BH22
Ferryhill:DL16 DL17
Ferryside:SA17
Filey:YO14
Fishguard:SA65
Fivemiletown:BT75
Fleet:GU51 GU52
Fleetwood:FY7
Flint:CH6
Fochabers:IV32
Folkestone:CT18 CT19 CT20 CT50
Fordingbridge:SP6
Forest Row:RH18
Forfar:DD8
Forres:IV36
Forsinard:KW13
Fort Augustus:PH32
Fort William:PH33
Fortrose:IV10
Fowey:PL23
Fraserburgh:AB43
Freshwater:PO40
Frinton-on-Sea:CO13
Frizington:CA26
Frodsham:WA6
Frome:BA11
Gaerwen:LL60
Gainsborough:DN21
Gairloch:IV21
Galashiels:TD1
Galston:KA4
Garndolbenmaen:LL51
Garve:IV23
Gateshead:NE8 NE9 NE10 NE11 NE92
Gatwick:RH6
Gerrards Cross:SL9
Gillingham:ME7 ME8 SP8
Girvan:KA26
Glasgow:G1 G2 G3 G4 G5 G9 G11 G12 G13 G14 G15 G20 G21 G22 G23 G31 G32 G33 G34 G40 G41 G42 G43 G44 G45 G46 G51 G52 G53 G58 G60 G61 G62 G63 G64 G65 G66 G67 G68 G69 G70 G71 G72 G73 G74 G75 G76 G77 G78 G79 G90
Glastonbury:BA6
Glenfinnan:PH37
Glenrothes:KY6 KY7
Glogue:SA36
Glossop:SK13
Gloucester:GL1 GL2 GL3 GL4 GL19
Godalming:GU7 GU8
Godstone:RH9
Golspie:KW10
Goodwick:SA64
Goole:DN14
Gordon:TD3
Gorebridge:EH23
Gosport:PO12 PO13
Gourock:PA19
Grange-over-Sands:LA11
Grangemouth:FK3
Grantham:NG31 NG32 NG33
Grantown-on-Spey:PH26
Gravesend:DA11 DA12 DA13
Grays:RM16 RM17 RM20
Great Missenden:HP16
Great Yarmouth:NR29 NR30 NR31
Greenford:UB5 UB6 UB18
Greenhithe:DA9
Greenock:PA15 PA16
Gretna:DG16
Grimsby:DN31 DN32 DN33 DN34 DN36 DN37 DN41
Guernsey:GY1 GY2 GY3 GY4 GY5 GY6 GY7 GY8 GY9 GY10
Guildford:GU1 GU2 GU3 GU4 GU5
Guisborough:TS14
Gullane:EH31
Gunnislake:PL18
Haddington:EH41
Hailsham:BN27
Halesowen:B62 B63
Halesworth:IP19
Halifax:HX1 HX2 HX3 HX4
Halkirk:KW12
Halstead:CO9
Haltwhistle:NE49
Hamilton:ML3
Hampton:TW12
Harlech:LL46
Harleston:IP20
Harlow:CM17 CM18 CM19 CM20
Harpenden:AL5
Harrogate:HG1 HG2 HG3
Harrow:HA1 HA2 HA3
Hartfield:TN7
Hartlepool:TS24 TS25 TS26 TS27
Harwich:CO12
Haslemere:GU27
Hassocks:BN6
Hastings:TN34 TN35
Hatfield:AL9 AL10
Havant:PO9
Haverfordwest:SA61 SA62
Haverhill:CB9
Hawes:DL8
Hawick:TD9
Hayes:UB3 UB4
Hayle:TR27
Hayling Island:PO11
Haywards Heath:RH16 RH17
Heanor:DE75
Heathfield:TN21
Hebburn:NE31
Hebden Bridge:HX7
Heckmondwike:WF16
Helensburgh:G84
Helmsdale:KW8
Helston:TR12 TR13
Hemel Hempstead:HP1 HP2 HP3
Henfield:BN5
Hengoed:CF82
Henley-in-Arden:B95
Henley-on-Thames:RG9
Henlow:SG16
Hereford:HR1 HR2 HR3 HR4
Heriot:EH38
Herne Bay:CT6
Hertford:SG13 SG14
Hessle:HU13
Hexham:NE46 NE47 NE48
Heywood:OL10
High Peak:SK22 SK23
High Wycombe:HP10 HP11 HP12 HP13 HP14 HP15
Highbridge:TA9
Hillsborough:BT26
Hinckley:LE10
Hindhead:GU26 GU27
Hinton St. George:TA17
Hitchin:SG4 SG5 SG6
Hockley:SS5
Hoddesdon:EN11
Holmfirth:HD9
Holmrook:CA19
Holsworthy:EX22
Holt:NR25
Holyhead:LL65
Holywell:CH8
Holywood:BT18
Honiton:EX14
Hook:RG27 RG29
Hope Valley:S32 S33
Horley:RH6
Horncastle:LN9
Hornchurch:RM11 RM12
Hornsea:HU18
Horsham:RH12 RH13
Houghton le Spring:DH4 DH5
Hounslow:TW3 TW4 TW5 TW6
Hove:BN3 BN52
Huddersfield:HD1 HD2 HD3 HD4 HD5 HD7 HD8
Hull:HU1 HU2 HU3 HU4 HU5 HU6 HU7 HU8 HU9 HU10 HU11 HU12
Humbie:EH36
Hungerford:RG17
Hunstanton:PE36
Huntingdon:PE26 PE28 PE29
Huntly:AB54
Hyde:SK14
Hythe:CT21
Ibstock:LE67
Ilford:IG1 IG2 IG3 IG4 IG5 IG6
Ilfracombe:EX34
Ilkeston:DE7
Ilkley:LS29
Ilminster:TA19
Immingham:DN40
Ingatestone:CM4
Innerleithen:EH44
Insch:AB52
Inveraray:PA32
Invergarry:PH35
Invergordon:IV18
Inverkeithing:KY11
Inverness:IV1 IV2 IV3 IV5 IV13 IV63 IV99
Inverurie:AB51
Ipswich:IP1 IP2 IP3 IP4 IP5 IP6 IP7 IP8 IP9 IP10
Irvine:KA11 KA12
Isle of Arran:KA27
Isle of Barra:HS9
Isle of Benbecula:HS7
Isle of Bute:PA20
Isle of Canna:PH44
Isle of Coll:PA78
Isle of Colonsay:PA61
Isle of Cumbrae:KA28
Isle of Eigg:PH42
Isle of Gigha:PA41
Isle of Harris:HS3 HS5
Isle of Iona:PA76
Isle of Islay:PA42 PA43 PA44 PA45 PA46 PA47 PA48 PA49
Isle of Jura:PA60
Isle of Lewis:HS2
Isle of Man:IM1 IM2 IM3 IM4 IM5 IM6 IM7 IM8 IM9 IM99
Isle of Mull:PA62 PA63 PA64 PA65 PA66 PA67 PA68 PA69 PA70 PA71 PA72 PA73 PA74 PA75
Isle of North Uist:HS6
Isle of Rum:PH43
Isle of Scalpay:HS4
Isle of Skye:IV41 IV42 IV43 IV44 IV45 IV46 IV47 IV48 IV49 IV55 IV56
Isle of South Uist:HS8
Isle of Tiree:PA77
Isles of Scilly:TR21 TR22 TR23 TR24 TR25
Isleworth:TW7
Iver:SL0
Ivybridge:PL21
Jarrow:NE32
Jedburgh:TD8
Jersey:JE1 JE2 JE3 JE4 JE5
Johnstone:PA5 PA6 PA9 PA10
Juniper Green:EH14
Keighley:BD20 BD21 BD22
Keith:AB55
Kelso:TD5
Kelty:KY4
Kendal:LA8 LA9
Kenilworth:CV8
Kenley:CR8
Keston:BR2
Keswick:CA12
Kettering:NN14 NN15 NN16
Kidderminster:DY10 DY11 DY14
Kidlington:OX5
Kidwelly:SA17
Kilbirnie:KA25
Kilgetty:SA68
Killin:FK21
Kilmacolm:PA13
Kilmarnock:KA1 KA2 KA3
Kilwinning:KA13
Kinbrace:KW11
King's Lynn:PE30 PE31 PE32 PE33 PE34
Kings Langley:WD4 WD18
Kingsbridge:TQ7
Kingston upon Thames:KT1 KT2
Kingswinford:DY6
Kington:HR5
Kingussie:PH21
Kinlochleven:PH50
Kinross:KY13
Kirkby Stephen:CA17
Kirkby-in-Furness:LA17
Kirkcaldy:KY1 KY2
Kirkcudbright:DG6
Kirkliston:EH29
Kirknewton:EH27
Kirkwall:KW15
Kirriemuir:DD8
Knaresborough:HG5
Knebworth:SG3
Knighton:LD7
Knottingley:WF11
Knutsford:WA16
Kyle:IV40
Lairg:IV27
Lampeter:SA48
Lanark:ML11
Lancaster:LA1 LA2
Lancing:BN99 BN15
Langholm:DG13
Langport:TA10
Larbert:FK5
Largs:KA29 KA30
Larkhall:ML9
Larne:BT40
Lasswade:EH18
Latheron:KW5
Lauder:TD2
Launceston:PL15
Laurencekirk:AB30
Leamington Spa:CV31 CV32 CV33
Leatherhead:KT22 KT23 KT24
Lechlade:GL7
Ledbury:HR8
Lee-on-the-Solent:PO12 PO13
Leeds:LS1 LS2 LS3 LS4 LS5 LS6 LS7 LS8 LS9 LS10 LS11 LS12 LS13 LS14 LS15 LS16 LS17 LS18 LS19 LS20 LS25 LS26 LS27 LS88 LS98 LS99
Leek:ST13
Leicester:LE1 LE2 LE3 LE4 LE5 LE6 LE7 LE8 LE9 LE19 LE21 LE41 LE55 LE87 LE94 LE95
Leigh:WN7
Leigh-on-Sea:SS9
Leighton Buzzard:LU7
Leiston:IP16
Leominster:HR6
Letchworth Garden City:SG6
Leven:KY8 KY9
Lewes:BN7 BN8
Leyburn:DL8
Leyland:PR25 PR26
Lichfield:WS13 WS14
Lifton:PL16
Lightwater:GU18
Limavady:BT49
Lincoln:LN1 LN2 LN3 LN4 LN5 LN6
Lingfield:RH7
Linlithgow:EH49
Liphook:GU30
Lisburn:BT27 BT28
Liskeard:PL14
Liss:GU33
Littleborough:OL16 OL15
Littlehampton:BN16 BN17
Liverpool:L1 L2 L3 L4 L5 L6 L7 L8 L9 L10 L11 L12 L13 L14 L15 L16 L17 L18 L19 L20 L21 L22 L23 L24 L25 L26 L27 L28 L29 L31 L32 L33 L36 L37 L38 L67 L68 L69 L70 L71 L72 L73 L74 L75
Liversedge:WF15 WF16
Livingston:EH53 EH54
Llanarth:SA47
Llanbedr:LL45
Llanbedrgoch:LL76
Llanbrynmair:SY19
Llandeilo:SA19
Llandinam:SY17
Llandovery:SA20
Llandrindod Wells:LD1
Llandudno:LL30
Llandudno Junction:LL31
Llandysul:SA44
Llanelli:SA14 SA15
Llanerchymedd:LL71
Llanfairfechan:LL33
Llanfairpwllgwyngyll:LL61
Llanfechain:SY22
Llanfyllin:SY22
Llanfyrnach:SA35
Llangadog:SA19
Llangammarch Wells:LD4
Llangefni:LL77
Llangollen:LL20
Llanidloes:SY18
Llanon:SY23
Llanrhystud:SY23
Llanrwst:LL26
Llansantffraid:SY22
Llantwit Major:CF61 CF71
Llanwrda:SA19
Llanwrtyd Wells:LD5
Llanybydder:SA40
Llanymynech:SY22
Llwyngwril:LL37
Loanhead:EH20
Lochailort:PH38
Lochearnhead:FK19
Lochgelly:KY5
Lochgilphead:PA30 PA31
Lochwinnoch:PA12
Lockerbie:DG11
London:E1 E1W E2 E3 E4 E5 E6 E7 E8 E9 E10 E11 E12 E13 E14 E15 E16 E17 E18 E20 E77 E98 EC1A EC1M EC1N EC1P EC1R EC1V EC1Y EC2A EC2M EC2N EC2P EC2R EC2V EC2Y EC3A EC3M EC3N EC3P EC3R EC3V EC4A EC4M EC4N EC4P EC4R EC4V EC4Y EC50 N1 N1C N1P N2 N3 N4 N5 N6 N7 N8 N9 N10 N11 N12 N13 N14 N15 N16 N17 N18 N19 N20 N21 N22 N81 NW1 NW1W NW2 NW3 NW4 NW5 NW6 NW7 NW8 NW9 NW10 NW11 NW26 SE1 SE1P SE2 SE3 SE4 SE5 SE6 SE7 SE8 SE9 SE10 SE11 SE12 SE13 SE14 SE15 SE16 SE17 SE18 SE19 SE20 SE21 SE22 SE23 SE24 SE25 SE26 SE27 SE28 SW1A SW1E SW1H SW1P SW1V SW1W SW1X SW1Y SW2 SW3 SW4 SW5 SW6 SW7 SW8 SW9 SW10 SW11 SW12 SW13 SW14 SW15 SW16 SW17 SW18 SW19 SW20 SW95 W1A W1B W1C W1D W1F W1G W1H W1J W1K W1S W1T W1U W1W W2 W3 W4 W5 W6 W7 W8 W9 W10 W11 W12 W13 W14 WC1A WC1B WC1E WC1H WC1N WC1R WC1V WC1X WC2A WC2B WC2E WC2H WC2N WC2R
Londonderry:BT47 BT48
Longfield:DA3
Longhope:GL17
Longniddry:EH32
Looe:PL13
Lossiemouth:IV31
Lostwithiel:PL22
Loughborough:LE11 LE12
Loughton:IG10
Louth:LN11
Lowestoft:NR32 NR33
Ludlow:SY8
Luton:LU1 LU2 LU3 LU4
Lutterworth:LE17
Lybster:KW2 KW3
Lydbrook:GL17
Lydbury North:SY7
Lydney:GL15
Lyme Regis:DT7
Lymington:SO41
Lymm:WA13
Lyndhurst:SO40 SO43
Lynmouth:EX35
Lynton:EX35
Lytham St. Annes:FY8
Mablethorpe:LN12
Macclesfield:SK10 SK11
Macduff:AB44
Machynlleth:SY20
Maesteg:CF34
Maghera:BT46
Magherafelt:BT45
Maidenhead:SL6 SL60
Maidstone:ME14 ME15 ME16 ME17 ME18 ME99
Maldon:CM9
Mallaig:PH40 PH41
Malmesbury:SN16
Malpas:SY14
Malton:YO17
Malvern:WR13 WR14
Manchester:M1 M2 M3 M4 M8 M9 M11 M12 M13 M14 M15 M16 M17 M18 M19 M20 M21 M22 M23 M24 M25 M26 M27 M28 M29 M30 M31 M32 M34 M35 M38 M40 M41 M43 M44 M45 M46 M60 M61 M90 M99
Manningtree:CO11
Mansfield:NG18 NG19 NG20 NG21 NG70
Marazion:TR17
March:PE15
Margate:CT9
Marianglas:LL73
Market Drayton:TF9
Market Harborough:LE16
Market Rasen:LN7 LN8
Markfield:LE67
Marlborough:SN8
Marlow:SL7
Martock:TA12
Maryport:CA15
Matlock:DE4
Mauchline:KA5
Maybole:KA19
Mayfield:TN20
Meifod:SY22
Melksham:SN12
Melrose:TD6
Melton Constable:NR24
Melton Mowbray:LE13 LE14
Menai Bridge:LL59
Menstrie:FK11
Merriott:TA16
Merthyr Tydfil:CF47 CF48
Mexborough:S64
Middlesbrough:TS1 TS2 TS3 TS4 TS5 TS6 TS7 TS8 TS9
Middlewich:CW10
Midhurst:GU29
Milford Haven:SA73
Millom:LA18 LA19
Milltimber:AB13
Milnthorpe:LA7
Milton Keynes:MK1 MK2 MK3 MK4 MK5 MK6 MK7 MK8 MK9 MK10 MK11 MK12 MK13 MK14 MK15 MK17 MK19 MK77
Mindrum:TD12
Minehead:TA24
Mirfield:WF14
Mitcham:CR4
Mitcheldean:GL17
Moelfre:LL72
Moffat:DG10
Mold:CH7
Monmouth:NP25
Montacute:TA15
Montgomery:SY15
Montrose:DD10
Moor Row:CA24
Morden:SM4
Morecambe:LA3 LA4
Moreton-in-Marsh:GL56
Morpeth:NE61 NE65
Motherwell:ML1
Mountain Ash:CF45
Much Hadham:SG10
Much Wenlock:TF13
Muir of Ord:IV6
Munlochy:IV8
Musselburgh:EH21
Nairn:IV12
Nantwich:CW5
Narberth:SA67
Neath:SA10 SA11
Nelson:BB9
Neston:CH33 CH64
Nethy Bridge:PH25
New Malden:KT3
New Milton:BH25
New Quay:SA45
New Romney:TN28
New Tredegar:NP24
Newark:NG22 NG23 NG24
Newbiggin-by-the-Sea:NE64
Newbridge:EH28
Newbury:RG14 RG20
Newcastle:BT33 ST5 ST55
Newcastle Emlyn:SA38
Newcastle upon Tyne:NE1 NE2 NE3 NE4 NE5 NE6 NE7 NE12 NE13 NE15 NE16 NE17 NE18 NE19 NE20 NE27 NE82 NE83 NE85 NE88 NE98 NE99
Newcastleton:TD9
Newent:GL18
Newhaven:BN9
Newmarket:CB8
Newmilns:KA16
Newnham:GL14
Newport:NP10 NP11 NP18 NP19 NP20 PO30 SA42 TF10
Newport Pagnell:MK16
Newport-on-Tay:DD6
Newquay:TR7 TR8
Newry:BT34 BT35
Newton Abbot:TQ12 TQ13
Newton Aycliffe:DL5
Newton Stewart:DG8
Newton-le-Willows:WA12
Newtonmore:PH20
Newtown:SY16
Newtownabbey:BT36 BT37 BT58
Newtownards:BT22 BT23
Normanton:WF6 WF10
North Berwick:EH39
North Ferriby:HU14
North Shields:NE29 NE30
North Tawton:EX20
North Walsham:NR28
Northallerton:DL6 DL7
Northampton:NN1 NN2 NN3 NN4 NN5 NN6 NN7
Northolt:UB5
Northwich:CW8 CW9
Northwood:HA6
Norwich:NR1 NR2 NR3 NR4 NR5 NR6 NR7 NR8 NR9 NR10 NR11 NR12 NR13 NR14 NR15 NR16 NR18 NR19 NR26 NR28 NR99
Nottingham:NG1 NG2 NG3 NG4 NG5 NG6 NG7 NG8 NG9 NG10 NG11 NG12 NG13 NG14 NG15 NG16 NG17 NG80 NG90
Nuneaton:CV10 CV11 CV13
Oakham:LE15
Oban:PA34 PA37 PA80
Okehampton:EX20
Oldbury:B68 B69
Oldham:OL1 OL2 OL3 OL4 OL8 OL9 OL95
Olney:MK46
Omagh:BT78 BT79
Ongar:CM5
Orkney:KW17
Ormskirk:L39 L40
Orpington:BR5 BR6
Ossett:WF5
Oswestry:SY10 SY11
Otley:LS21
Ottery St. Mary:EX11
Oxford:OX1 OX2 OX3 OX4 OX33 OX44
Oxted:RH8
Padstow:PL28
Paignton:TQ3 TQ4
Paisley:PA1 PA2 PA3
Par:PL24
Pathhead:EH37
Peacehaven:BN10
Peebles:EH45
Pembroke:SA71 SA72
Pembroke Dock:SA72
Penarth:CF64
Pencader:SA39
Penicuik:EH26
Penmaenmawr:LL34
Penrhyndeudraeth:LL48
Penrith:CA10 CA11
Penryn:TR10
Pentraeth:LL75
Pentre:CF41
Penysarn:LL69
Penzance:TR18 TR19 TR20
Perranporth:TR6
Pershore:WR10
Perth:PH1 PH2 PH14
Peterborough:PE1 PE2 PE3 PE4 PE5 PE6 PE7 PE8 PE99
Peterculter:AB14
Peterhead:AB42
Peterlee:SR8
Petersfield:GU31 GU32
Petworth:GU28
Pevensey:BN24
Pewsey:SN9
Pickering:YO18
Pinner:HA5
Pitlochry:PH9 PH16 PH17 PH18
Plockton:IV52
Plymouth:PL1 PL2 PL3 PL4 PL5 PL6 PL7 PL8 PL9 PL95
Polegate:BN26
Pontefract:WF7 WF8 WF9
Pontyclun:CF72
Pontypool:NP4
Pontypridd:CF37 CF38
Poole:BH12 BH13 BH14 BH15 BH16 BH17
Port Glasgow:PA14
Port Isaac:PL29
Port Talbot:SA12 SA13
Porth:CF39
Porthcawl:CF36
Porthmadog:LL49
Portland:DT5
Portree:IV51
Portrush:BT56
Portsmouth:PO1 PO2 PO3 PO6
Portstewart:BT55
Potters Bar:EN6
Poulton-le-Fylde:FY6
Prenton:CH26 CH43
Prescot:L34 L35
Prestatyn:LL19
Presteigne:LD8
Preston:PR0 PR1 PR2 PR3 PR4 PR5 PR11
Prestonpans:EH32
Prestwick:KA9
Princes Risborough:HP22 HP27
Prudhoe:NE42
Pudsey:LS28
Pulborough:RH20
Purfleet:RM19
Purley:CR8
Pwllheli:LL53
Queenborough:ME11
Radlett:WD7
Radstock:BA3
Rainham:RM13
Ramsgate:CT11 CT12
Ravenglass:CA18
Rayleigh:SS6
Reading:RG1 RG2 RG4 RG5 RG6 RG7 RG8 RG10 RG19 RG30 RG31
Redcar:TS10 TS11
Redditch:B96 B97 B98
Redhill:RH1
Redruth:TR15 TR16
Reigate:RH2
Renfrew:PA4
Retford:DN22
Rhayader:LD6
Rhosgoch:LL66
Rhosneigr:LL64 LL77
Rhyl:LL18
Richmond:DL10 DL11 TW9 TW10
Rickmansworth:WD3
Riding Mill:NE44
Ringwood:BH24
Ripley:DE5
Ripon:HG4
Robertsbridge:TN32
Rochdale:OL11 OL12 OL16
Rochester:ME1 ME2 ME3
Rochford:SS4
Rogart:IV28
Romford:RM1 RM2 RM3 RM4 RM5 RM6 RM7
Romney Marsh:TN29
Romsey:SO51
Rosewell:EH24
Roslin:EH25
Ross-on-Wye:HR9
Rossendale:BB4
Rotherham:S97 S60 S61 S62 S63 S65 S66
Rowland's Castle:PO9
Rowlands Gill:NE39
Rowley Regis:B65
Roy Bridge:PH31
Royston:SG8
Ruardean:GL17
Rugby:CV21 CV22 CV23
Rugeley:WS15
Ruislip:HA4
Runcorn:WA7
Rushden:NN10
Ruthin:LL15
Ryde:PO33
Rye:TN31
Ryton:NE40
Saffron Walden:CB10 CB11
Salcombe:TQ8
Sale:M33
Salford:M3 M60 M5 M6 M7 M50
Salisbury:SP1 SP2 SP3 SP4 SP5
Saltash:PL12
Saltburn-by-the-Sea:TS12 TS13
Saltcoats:KA21
Sandbach:CW11
Sandhurst:GU47
Sandown:PO36
Sandringham:PE35
Sandwich:CT13
Sandy:SG19
Sanquhar:DG4
Saundersfoot:SA69
Sawbridgeworth:CM21
Saxmundham:IP17
Scarborough:YO11 YO12 YO13
Scunthorpe:DN15 DN16 DN17
Seaford:BN25
Seaham:SR7
Seahouses:NE68
Seascale:CA20
Seaton:EX12
Seaview:PO34
Sedbergh:LA10
Selby:YO8
Selkirk:TD7
Settle:BD24
Sevenoaks:TN13 TN14 TN15
Shaftesbury:SP7
Shanklin:PO36 PO37
Sheerness:ME12
Sheffield:S1 S2 S3 S4 S5 S6 S7 S8 S9 S10 S11 S12 S13 S14 S17 S20 S21 S25 S26 S35 S36 S95 S96 S97 S98 S99
Shefford:SG17
Shepperton:TW17
Shepton Mallet:BA4
Sherborne:DT9
Sheringham:NR26
Shetland:ZE1 ZE2 ZE3
Shifnal:TF11
Shildon:DL4
Shipley:BD98 BD17 BD18
Shipston-on-Stour:CV36 CV37
Shoreham-by-Sea:BN43
Shotts:ML7
Shrewsbury:SY1 SY2 SY3 SY4 SY5 SY99
Sidcup:DA14 DA15
Sidmouth:EX10
Sittingbourne:ME9 ME10
Skegness:PE24 PE25
Skelmersdale:WN8
Skelmorlie:PA17
Skipton:BD23 BD24
Sleaford:NG34
Slough:SL1 SL2 SL3 SL95
Smethwick:B66 B67
Snodland:ME6
Solihull:B90 B91 B92 B93 B94
Somerton:TA11
South Brent:TQ9 TQ10
South Croydon:CR2
South Molton:EX36
South Ockendon:RM15
South Petherton:TA13
South Queensferry:EH30
South Shields:NE33 NE34
Southall:UB1 UB2 UB3
Southam:CV47
Southampton:SO14 SO15 SO16 SO17 SO18 SO19 SO30 SO31 SO32 SO40 SO45 SO52 SO97
Southend-on-Sea:SS1 SS2 SS3 SS22 SS99
Southminster:CM0
Southport:PR8 PR9
Southsea:PO4 PO5
Southwell:NG25
Southwold:IP18
Sowerby Bridge:HX6
Spalding:PE11 PE12
Spean Bridge:PH34
Spennymoor:DL16
Spilsby:PE23
St. Agnes:TR5
St. Albans:AL1 AL2 AL3 AL4
St. Andrews:KY16
St. Asaph:LL17 LL18
St. Austell:PL25 PL26
St. Bees:CA27
St. Columb:TR9
St. Helens:WA9 WA10 WA11
St. Ives:PE27 TR26
St. Leonards-on-Sea:TN37 TN38
St. Neots:PE19
Stafford:ST16 ST17 ST18 ST19 ST20 ST21
Staines-upon-Thames:TW18 TW19
Stalybridge:SK15
Stamford:PE9
Stanford-le-Hope:SS17
Stanley:DH8 DH9
Stanmore:HA7
Stansted:CM24
Stevenage:SG1 SG2
Stevenston:KA20
Steyning:BN44
Stirling:FK7 FK8 FK9
Stockbridge:SO20
Stockport:SK1 SK2 SK3 SK4 SK5 SK6 SK7 SK12
Stocksfield:NE43
Stockton-on-Tees:TS16 TS17 TS18 TS19 TS20 TS21
Stoke-on-Trent:ST1 ST2 ST3 ST4 ST6 ST7 ST8 ST9 ST10 ST11 ST12
Stoke-Sub-Hamdon:TA14
Stone:ST15
Stonehaven:AB39
Stonehouse:GL10
Stornoway:HS1
Stourbridge:DY7 DY8 DY9
Stourport-on-Severn:DY13
Stowmarket:IP14
Strabane:BT82
Stranraer:DG9
Stratford-upon-Avon:CV37
Strathaven:ML10
Strathcarron:IV54
Strathdon:AB36
Strathpeffer:IV14
Street:BA16
Strome Ferry:IV53
Stromness:KW16
Stroud:GL5 GL6
Studley:B80
Sturminster Newton:DT10
Sudbury:CO10
Sunbury-on-Thames:TW16
Sunderland:SR1 SR2 SR3 SR4 SR5 SR6 SR9
Surbiton:KT5 KT6
Sutton:SM1 SM2 SM3
Sutton Coldfield:B72 B73 B74 B75 B76
Sutton-in-Ashfield:NG17
Swadlincote:DE11 DE12
Swaffham:PE37
Swanage:BH19
Swanley:BR8
Swanscombe:DA10
Swansea:SA1 SA2 SA3 SA4 SA5 SA6 SA7 SA8 SA9 SA80 SA99
Swindon:SN1 SN2 SN3 SN4 SN5 SN6 SN25 SN26 SN38 SN99
Tadcaster:LS24
Tadley:RG26
Tadworth:KT20
Tain:IV19 IV20
Talsarnau:LL47
Talybont:LL43 SY24
Tamworth:B77 B78 B79
Tarbert:PA29
Tarporley:CW6
Taunton:TA1 TA2 TA3 TA4
Tavistock:PL19
Taynuilt:PA35
Tayport:DD6
Teddington:TW11
Teignmouth:TQ14
Telford:TF1 TF2 TF3 TF4 TF5 TF6 TF7 TF8
Templecombe:BA8
Tenbury Wells:WR15
Tenby:SA70
Tenterden:TN30
Tetbury:GL8
Tewkesbury:GL20
Thame:OX9
Thames Ditton:KT7
Thatcham:RG19 RG18
Thetford:IP24 IP25 IP26
Thirsk:YO7
Thornhill:DG3
Thornton Heath:CR7
Thornton-Cleveleys:FY5
Thurso:KW14
Tidworth:SP9
Tighnabruaich:PA21
Tilbury:RM18
Tillicoultry:FK13
Tintagel:PL34
Tipton:DY4
Tiverton:EX16
Todmorden:OL14
Tonbridge:TN9 TN10 TN11 TN12
Tonypandy:CF40
Torpoint:PL10 PL11
Torquay:TQ1 TQ2
Torrington:EX38
Totland Bay:PO39
Totnes:TQ9
Towcester:NN12
Tranent:EH33 EH34 EH35
Tredegar:NP22
Trefriw:LL27
Tregaron:SY25
Treharris:CF46
Treorchy:CF42
Trimdon Station:TS29
Tring:HP23
Troon:KA10
Trowbridge:BA14
Truro:TR1 TR2 TR3 TR4
Tunbridge Wells:TN1 TN2 TN3 TN4
Turriff:AB53
Twickenham:TW1 TW2
Ty Croes:LL63
Tyn-y-Gongl:LL74
Tywyn:LL36
Uckfield:TN22
Ulceby:DN39
Ullapool:IV26
Ulverston:LA12
Umberleigh:EX37
Upminster:RM14
Usk:NP15
Uttoxeter:ST14
Uxbridge:UB8 UB9 UB10 UB11
Ventnor:PO38
Verwood:BH31
Virginia Water:GU25
Wadebridge:PL27
Wadhurst:TN2 TN5
Wakefield:WF1 WF2 WF3 WF4 WF90
Walkerburn:EH43
Wallasey:CH27 CH44 CH45
Wallingford:OX10
Wallington:SM6
Wallsend:NE28
Walsall:WS1 WS2 WS3 WS4 WS5 WS6 WS8 WS9
Walsingham:NR22
Waltham Abbey:EN9
Waltham Cross:EN7 EN8 EN77
Walton-on-Thames:KT12
Walton-on-the-Naze:CO14
Wantage:OX12
Ware:SG11 SG12
Wareham:BH20
Warlingham:CR6
Warminster:BA12
Warrington:WA1 WA2 WA3 WA4 WA5 WA55
Warwick:CV34 CV35
Washington:NE37 NE38
Watchet:TA23
Waterlooville:PO7 PO8
Watford:WD18 WD17 WD19 WD24 WD25 WD99
Watlington:OX49
Wedmore:BS28
Wednesbury:WS10
Welling:DA7 DA16
Wellingborough:NN8 NN9 NN29
Wellington:TA21
Wells:BA5
Wells-Next-the-Sea:NR23
Welshpool:SY21
Welwyn:AL6 AL7
Welwyn Garden City:AL7 AL8
Wembley:HA0 HA9
Wemyss Bay:PA18
West Bromwich:B70 B71
West Byfleet:KT14
West Calder:EH55
West Drayton:UB7 UB8
West Kilbride:KA23
West Linton:EH46
West Malling:ME6 ME19
West Molesey:KT8
West Wickham:BR4
Westbury:BA13
Westbury-on-Severn:GL14
Westcliff-on-Sea:SS0 SS1
Westerham:TN16
Westgate-on-Sea:CT8
Westhill:AB32
Weston-Super-Mare:BS22 BS23 BS24
Wetherby:LS22 LS23
Weybridge:KT13
Weymouth:DT3 DT4
Whitby:YO21 YO22
Whitchurch:RG28 SY13
Whitehaven:CA28
Whitland:SA34
Whitley Bay:NE25 NE26
Whitstable:CT5
Whyteleafe:CR3
Wick:KW1
Wickford:SS11 SS12
Widnes:WA8 WA88
Wigan:WN1 WN2 WN3 WN4 WN5 WN6 WN8
Wigston:LE18
Wigton:CA7
Willenhall:WV1 WV12 WV13
Wilmslow:SK9
Wimborne:BH21
Wincanton:BA9
Winchelsea:TN36
Winchester:SO21 SO22 SO23 SO25
Windermere:LA23
Windlesham:GU20
Windsor:SL4
Wingate:TS28
Winkleigh:EX19
Winscombe:BS25
Winsford:CW7
Wirral:CH28 CH29 CH30 CH31 CH32 CH46 CH47 CH48 CH49 CH60 CH61 CH62 CH63
Wisbech:PE13 PE14
Wishaw:ML2
Witham:CM8
Withernsea:HU19
Witney:OX28 OX29
Woking:GU21 GU22 GU23 GU24
Wokingham:RG40 RG41
Wolverhampton:WV1 WV2 WV3 WV4 WV5 WV6 WV7 WV8 WV9 WV10 WV11 WV98
Woodbridge:IP12 IP13
Woodford Green:IG8
Woodhall Spa:LN10
Woodstock:OX20
Woolacombe:EX34
Wooler:NE71
Worcester:WR1 WR2 WR3 WR4 WR5 WR6 WR7 WR8 WR78 WR99
Worcester Park:KT4
Workington:CA14 CA95
Worksop:S80 S81
Worthing:BN11 BN12 BN13 BN14 BN91 BN99
Wotton-under-Edge:GL11 GL12
Wrexham:LL11 LL12 LL13 LL14
Wylam:NE41
Wymondham:NR18
Y Felinheli:LL56
Yarm:TS15
Yarmouth:PO30 PO41
Yateley:GU46
Yelverton:PL20
Yeovil:BA20 BA21 BA22
York:YO1 YO10 YO19 YO23 YO24 YO26 YO30 YO31 YO32 YO41 YO42 YO43 YO51 YO60 YO61 YO62 YO90 YO91
Ystrad Meurig:SY25
`;
