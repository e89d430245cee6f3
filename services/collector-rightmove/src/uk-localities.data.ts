/**
 * Localities per postcode district: the places a district covers besides its post town
 * ("TW10:Ham|Petersham", "SE23:Forest Hill|Honor Oak|Crofton Park"), so that "Ham, TW10" is read
 * as the locality Ham of the post town Richmond. From the "Town/Area" column of doogal.co.uk's
 * "Postcode districts.csv" (Chris Bell), whose place names follow the coverage column of
 * Wikipedia's postcode-area articles (CC BY-SA 4.0; e.g. AL2's list is word for word), as copied
 * in georgegburns/Rightmove-Webscraper-House-Price-Analysis, "Postcode districts.csv", commit
 * f15772771f4a93840ffabacd8bfc79185acf77e0. Generated once: "(part)"-style qualifiers,
 * non-geographic districts, "… City Centre", the district's own post towns and names of streets
 * ("Regent Street", "Falls Road": an address names them as its street; the few villages so named,
 * "Park Street", go with them) dropped; doogal's capitals ("Bridge Of Dee") put right; districts
 * Royal Mail no longer uses (not in uk-post-towns.data.ts) left out.
 * The coverage lists are short: a village absent from them (TR19 lists only St Buryan, not
 * Mousehole) is not known as a locality. One line per district: "DISTRICT:Locality|Locality|…".
 */
export const DISTRICT_LOCALITIES = `
AB10:Bridge of Dee|Mannofield
AB11:Torry
AB12:Altens|Ardoe|Banchory Devenick|Blairs|Bridge of Dee|Cove Bay|Maryculter|Nigg|Portlethen
AB14:Upper Anguston
AB15:Bieldside|Craigiebuckler|Cults|Hazlehead|Kingswells|Mannofield|Milltimber
AB16:Mastrick|Northfield|Middlefield|Cornhill
AB21:Blackburn|Bucksburn|Dyce|Fintray|Kinellar|Newmachar|Whiterashes
AB22:Bridge of Don|Danestone|Grandholm|Persley
AB23:Balmedie|Belhelvie|Bridge of Don|Potterton|Whitecairns
AB24:Old Aberdeen|Woodside|Tillydrone|Seaton|Bedford
AB25:Kittybrewster|Foresterhill|Rosemount
AB39:Newtonhill
AB42:Hatton|St. Fergus
AB43:Crimond
AB54:Aberchirder|Cabrach|Cairnie|Forgue|Gartly|Glass|Kennethmont|Lumsden|Rhynie|Rothiemay
AL2:Bricket Wood|Frogmore|London Colney|Napsbury|Potters Crouch|Chiswell Green
AL3:Childwickbury|Flamstead|Gorhambury|Markyate|Porters Wood|Redbourn|Sandridge
AL4:Colney Heath|London Colney|Jersey Farm|Marshalswick|Oaklands|Sandridge|Smallford|Tyttenhanger|Wheathampstead
AL6:Ayot St Peter|Ayot St Lawrence|Digswell|Rabley Heath|Tewin
AL8:Lemsford
AL9:Brookmans Park|Essendon|North Mymms
B1:Ladywood
B2:Ladywood
B3:Ladywood
B4:Ladywood
B5:Digbeth|Highgate|Lee Bank
B6:Aston
B7:Nechells
B8:Washwood Heath|Ward End|Saltley
B9:Bordesley Green
B10:Small Heath
B11:Sparkhill|Tyseley
B12:Balsall Heath|Sparkbrook|Highgate
B13:Moseley|Billesley
B14:Kings Heath|Yardley Wood|Brandwood|Druids Heath|Warstock
B15:Edgbaston|Lee Bank
B16:Edgbaston|Ladywood
B17:Harborne
B18:Winson Green|Hockley
B19:Lozells|Newtown|Birchfield
B20:Birchfield|Handsworth Wood Perry Barr
B21:Handsworth
B23:Erdington|Short Heath
B24:Erdington|Tyburn
B25:Yardley
B26:Sheldon|Yardley
B27:Acocks Green
B28:Hall Green
B29:Selly Oak|Bournbrook|Selly Park|Weoley Castle|California
B30:Bournville|Cotteridge|Stirchley
B31:Northfield
B32:Woodgate|Bartley Green|Quinton|California
B33:Kitts Green|Stechford
B34:Shard End|Buckland End
B35:Castle Vale
B36:Castle Bromwich|Smith's Wood
B37:Chelmsley Wood|Marston Green|Kingshurst|Fordbridge
B38:Kings Norton
B40:National Exhibition Centre|Birmingham International Airport|Bickenhill
B42:Perry Barr|Great Barr|Hamstead
B43:Great Barr|Hamstead|Pheasey
B44:Perry Barr|Kingstanding|Great Barr
B45:Rednal|Rubery
B46:Water Orton|Coleshill
B47:Hollywood|Wythall
B48:Alvechurch
B66:Bearwood
B67:Bearwood
B72:Sutton Coldfield Town Centre|Maney|Wylde Green
B73:Boldmere|New Oscott|Wylde Green
B74:Four Oaks|Mere Green|Little Aston|Streetly
B75:Sutton Trinity|Falcon Lodge|Rectory
B76:Walmley
B90:Shirley|Wythall|Majors Green|Dickens Heath
B91:Olton
B92:Olton
B93:Knowle|Dorridge
B94:Olton
BA3:Midsomer Norton|Holcombe|Coleford
BB1:Bank Hey|Belthorn|Blackamoor|Clayton-Le-Dale|Guide|Knuzden|Mellor|Ramsgreave|Rishton|Salesbury|Shadsworth|Sunnybower|Whitebirk|Wilpshire
BB2:Beardwood|Balderstone|Cherry Tree|Feniscowles|Mellor|Mellor Brook|Mill Hill|Pleasington|Witton|Holly Tree and Griffin
BB3:Bank Fold|Eccleshill|Hoddlesden|Lower Darwen|Pickup Bank|Tockholes
BB4:Acre|Bent Gate|Haslingden|Helmshore|Rawtenstall
BB5:Altham|Baxenden|Church|Clayton-Le-Moors|Huncoat|Oswaldtwistle|Rising Bridge
BB6:Dinckley|Great Harwood|Langho
BB7:Barrow|Chatburn|Dunsop Bridge|Gisburn|Hurst Green|Pendleton|Sabden|Slaidburn|Waddington|Whalley|Whitewell|Wiswell
BB8:Foulridge|Laneshaw Bridge|Trawden|Winewall|Wycoller
BB9:Barrowford|Blacko|Brierfield|Higherford|Roughlee
BB10:Cliviger|Reedley|Worsthorne
BB12:Barley|Fence|Higham|Padiham|Read|Simonstone
BB18:Earby|Kelbrook|Salterforth|Sough
BB94:Earby
BD1:Little Germany
BD2:Eccleshill|Fagley
BD3:Barkerend|Bradford Moor|Thornbury
BD4:Bierley|Bowling|East Bierley|Laisterdyke|Tong|Tyersal
BD5:Bankfoot|Little Horton|West Bowling
BD6:Buttershaw|Wibsey
BD7:Great Horton|Lidget Green
BD8:Girlington|Manningham|Lower Grange
BD9:Frizinghall|Heaton
BD10:Apperley Bridge|Eccleshill|Greengates|Idle|Thackley
BD11:Birkenshaw|Drighlington
BD12:Low Moor|Oakenshaw|Wyke
BD13:Cullingworth|Denholme|Queensbury|Thornton
BD14:Clayton
BD15:Allerton|Norr|Wilsden
BD16:Cottingley|Eldwick|Harden
BD17:Baildon
BD18:Saltaire
BD19:Gomersal|Scholes
BD20:Cononley|Cross Hills|Glusburn|Kildwick|Silsden|Steeton|Sutton-In-Craven
BD21:Hainworth
BD22:Cowling|Haworth|Oakworth|Oxenhope
BD23:Carleton-In-Craven|Embsay|Gargrave|Grassington|Hebden|Hellifield|Kettlewell|Kirkby Malham|Threshfield
BD24:Giggleswick|Horton in Ribblesdale
BF1:British Forces
BH1:Bournemouth Town Centre|Springbourne|East Cliff|Boscombe
BH2:Bournemouth Central|West Cliff
BH3:Talbot Woods|Winton
BH4:Westbourne|Branksome Woods
BH5:Boscombe|Pokesdown
BH6:Southbourne|Tuckton|Wick
BH7:Littledown|Iford
BH8:Malmesbury Park|Charminster|Queens Park|Strouden Park|Townsend
BH9:Winton|Moordown|Throop|Muscliff
BH10:Kinson|Northbourne|Redhill|Ensbury Park|Wallisdown
BH11:Kinson|Bear Cross|West Howe|Wallisdown
BH12:Branksome|Alderney|Upper Parkstone|Newtown
BH13:Canford Cliffs|Sandbanks|Branksome Park
BH14:Lower Parkstone|Lilliput|Penn Hill
BH15:Poole Town Centre|Hamworthy|Oakdale
BH16:Upton|Turlin Moor|Lytchett Minster|Lytchett Matravers
BH17:Canford Heath|Creekmoor
BH22:West Moors
BL0:Ramsbottom|Edenfield|Shuttleworth
BL1:Smithills|Halliwell|Heaton
BL2:Ainsworth|Bradley Fold|Bradshaw|Breightmet|Harwood|Tonge Fold|Tonge Moor
BL3:Little Lever
BL4:Farnworth|Kearsley
BL5:Over Hulton|Westhoughton
BL6:Blackrod|Horwich|Lostock|Rivington
BL7:Belmont|Bromley Cross|Chapeltown|Edgworth|Egerton|Turton
BL8:Brandlesholme|Greenmount|Affetside|Hawkshaw|Holcombe|Ramsbottom|Tottington|Walshaw
BL9:Heap|Heap Bridge|Nangreaves|Summerseat|Unsworth|Walmersley
BN1:Coldean|Falmer|Hollingbury|Patcham|Preston|Stanmer|Withdean
BN2:Bevendean|Brighton Marina|Kemptown|Moulsecoomb|Ovingdean|Rottingdean|Saltdean|Woodingdean
BN3:Hangleton|West Blatchington
BN5:Blackstone|Edburton|Fulking|Small Dole|Wineham|Woodmancote
BN6:Albourne|Clayton|Ditchling|Goddards Green|Hurstpierpoint|Keymer|Newtimber|Sayers Common|Streat|Westmeston
BN7:Cooksbridge|East Chiltington|Iford|Kingston|Offham|Plumpton|Plumpton Green|Rodmell|Southease|Swanborough|Telscombe
BN8:Barcombe|Barcombe Cross|Beddingham|Chailey Green|Chiddingly|East Hoathly|Firle|Glynde|Halland|Hamsey|Holmes Hill|Laughton|Newick|North Chailey|Ringmer|Ripe|Shortgate|South Chailey|Southerham|Stoneham|Whitesmith
BN9:Piddinghoe|South Heighton|Tarring Neville
BN10:Telscombe Cliffs
BN12:Ferring|Goring-By-Sea
BN13:Clapham|Durrington|High Salvington|Patching|Tarring
BN14:Broadwater|Findon|Northend|Tarring
BN15:Coombes|Sompting
BN16:Angmering|East Preston|Kingston Gorse|Rustington
BN17:Climping|Lyminster|Wick
BN18:Amberley|Binsted|Burpham|Crossbush|Fontwell|Ford|Houghton|Madehurst|Poling|Slindon|Slindon Common|South Stoke|Tortington|Walberton|Warningcamp|Wepham|Yapton
BN20:Beachy Head|East Dean|Friston|Old Town|Ratton|Wannock|Willingdon
BN21:Old Town
BN22:Hampden Park|Willingdon
BN23:Langney|Sovereign Harbour
BN24:Beachlands|Hankham|Normans Bay|Pevensey Bay|Stone Cross|Westham
BN25:Bishopstone|Cuckmere Haven|Exceat|Norton|Rookery Hill|Westdean
BN26:Alciston|Alfriston|Arlington|Berwick|Caneheath|Filching|Folkington|Jevington|Litlington|Lullington|Sayerland|Selmeston|Summerhill|Wilmington
BN27:Amberstone|Bodle Street Green|Carters Corner|Chalvington|Cowbeech|Downash|Golden Cross|Hellingly|Herstmonceux|Horsebridge|Lower Dicker|Lower Horsebridge|Magham Down|Mulbrooks|Rickney|Trolliloes|Upper Dicker|Wartling|Windmill Hill
BN41:Fishersgate|Portslade
BN42:Southwick
BN44:Ashurst|Botolphs|Bramber|Upper Beeding|Wiston
BN45:Poynings|Pyecombe|Saddlescombe
BN51:Rottingdean
BR1:Bickley|Downham
BR2:Bickley|Hayes|Bromley Common|Shortlands
BR3:Eden Park|Elmers End|Park Langley|Shortlands
BR5:St Mary Cray|Petts Wood
BR6:Farnborough|Downe|Pratt's Bottom|Chelsfield|Well Hill
BR7:Elmstead
BS1:Redcliffe
BS2:Kingsdown|St Pauls|St Phillips|St Agnes
BS3:Bedminster|Southville|Bower Ashton|Totterdown|Windmill Hill
BS4:Brislington|Knowle|Knowle West|St Annes|Totterdown
BS5:Easton|St George|Whitehall
BS6:Redland|Montpelier|Westbury Park
BS7:Bishopston|Horfield|Filton
BS8:Clifton|Hotwells
BS9:Coombe Dingle|Sneyd Park|Stoke Bishop|Westbury on Trym|Henleaze
BS10:Brentry|Henbury|Southmead
BS11:Avonmouth|Shirehampton
BS13:Bedminster Down|Bishopsworth|Hartcliffe|Withywood
BS14:Hengrove|Stockwood|Whitchurch|Withywood
BS15:Hanham|Kingswood
BS16:Downend|Fishponds|Frenchay
BS20:Portishead
BS22:Kewstoke|Worle
BS23:Uphill
BS24:Bleadon|Hutton|Locking|Lympsham|Puxton|Wick St. Lawrence
BS25:Churchill|Sandford|Shipham
BS26:Compton Bishop|Loxton
BS27:Draycott
BS30:Bitton|Cadbury Heath|Warmley|Wick
BS31:Chewton Keynsham|Keynsham|Saltford
BS32:Almondsbury|Bradley Stoke
BS34:Filton|Little Stoke|Patchway|Stoke Gifford
BS35:Alveston|Rudgeway|Thornbury
BS36:Frampton Cotterell|Winterbourne
BS37:Chipping Sodbury|Yate
BS39:Clutton|Temple Cloud
BS40:Chew Valley|Chew Magna|Chew Stoke|Wrington
BS41:Long Ashton
BS48:Backwell|Nailsea
BS49:Congresbury|Yatton
BT4:Sydenham|Belmont|Stormont
BT5:Castlereagh|Crossnacreevy|Gilnahirk|Knock
BT6:Cregagh|Knockbreda
BT7:Ormeau
BT8:Carryduff|Knockbreda|Newtownbreda
BT9:Malone|Taughmonagh|Stranmillis
BT10:Finaghy
BT11:Andersonstown
BT12:Sandy Row|The Village
BT13:Woodvale|Ballygomartin|Springmartin|Glencairn|Highfield
BT14:Ballysillan|Upper Ballysillan
BT16:Dundonald
BT17:Derriaghy|Dunmurry|Hannahstown
BT18:Craigavad
BT19:Crawfordsburn|Groomsport|Helens Bay
BT22:Ardkeen|Ballyhalbert|Ballywalter|Carrowdore|Cloughey|Greyabbey|Kircubbin|Millisle|Portaferry|Portavogie
BT23:Ballygowan|Comber|Conlig|Killinchy|Moneyrea
BT24:Drumaness|Saintfield
BT25:Dromara|Finnis|Waringsford
BT26:Annahilt|Culcavy
BT27:Cargacreevy|Drumalig|Drumbo|Hilden|Hillhall|Lambeg
BT29:Aldergrove|Dundrod|Glenavy|Nutts Corner
BT30:Ardglass|Ballyhornan|Ballykinler|Castleward|Clough|Crossgar|Kilclief|Killard|Killough|Killyleagh|Loughinisland|Seaforde|Strangford|Toye
BT31:Ballyward
BT32:Annaclone|Ballinaskeagh|Ballyroney|Corbet|Katesbridge|Lenaderg|Loughbrickland|Seapatrick
BT33:Bryansford|Dundrum
BT34:Annalong|Ballymartin|Cabra|Hilltown|Kilcoo|Kilkeel|Mayobridge|Poyntzpass|Rathfriland|Rostrevor|Warrenpoint
BT35:Jerrettspass|Bessbrook|Camlough|Crossmaglen|Belleek|Newtownhamilton
BT36:Mossley|Glengormley
BT38:Ballycarry|Greenisland|Kilroot|Whitehead
BT39:Ballynure|Doagh|Parkgate|Straid|Templepatrick
BT40:Ballygally|Gleno|Glynn|Islandmagee|Kilwaughter|Magheramorne|Millbrook
BT41:Dunadry|Muckamore|Randalstown|Toomebridge
BT42:Broughshane|Cullybackey|Galgorm|Kells
BT43:Cargan|Knockanully
BT44:Portglenone|Carnlough|Glenarm|Clogh Mills|Rasharkin|Glenariff/Waterfoot|Cushendun|Cushendall|Dunloy|Loughguile|Glarryford
BT45:Ballyronan|Bellaghy|Castledawson|Desertmartin|Draperstown|Knockloughrim|Moneymore|Tobermore|Fallalea|Fallaghloon
BT46:Lisnamuck|Swatragh|Upperlands
BT47:Derry|Waterside|Claudy|Feeny|Dungiven|Eglinton|Park|New Buildings
BT48:Derry|Cityside|Ballynagard|Coshquin|Rosemount|The Collon|Culmore
BT49:Ballykelly
BT51:Aghadowey|Articlave|Bellany|Blackhill|Castlerock|Castleroe|Garvagh|Kilrea|Macosquin|Ringsend
BT52:Ballyvelton|Cloyfin
BT53:Dervock|Armoy|Ballybogy
BT54:Ballintoy|Ballypatrick|Ballyvoy|Cape Castle|Glenshesk|Maghercashel|Maghernahar|Moyarget|Torr|Rathlin Island
BT56:Craigahullier|Urbalreagh
BT57:Castlecatt|Dunseverick|Portballintrae
BT60:Killylea|Tynan|Belcoo|Middletown|Keady|Darkley|Markethill|Kingsmills
BT61:Collone|Hamiltonsbawn|Kilmore|Loughgall|Richhill
BT62:Portadown|Tandragee|Clare
BT63:Gilford|Laurencetown|Portadown|Scarva
BT64:Knockmenagh|Mandeville
BT65:Drumgor|Legaghory|Tullygally|Brownlow.
BT66:Derryadd|Derrytrasna|Dollingstown|Donaghcloney|Lurgan|Waringstown
BT67:Aghagallon|Aghalee|Gawley's Gate|Lurgan|Magheralin|Moira
BT68:Minterburn
BT69:Carnteel
BT70:Ballygawley|Cappagh|Castlecaulfield|Donaghmore|Galbally|Garvaghy|Pomeroy|Rock|Seskilgreen
BT71:Benburb|Blackwatertown|Bush|Coalisland|Killycolpy|Ardboe|Moygashel|Stewartstown
BT74:Enniskillen Town|Boho
BT75:Clabby
BT78:Dromore|Drumquin|Eskra|Fintona|Killynure|Newtownstewart|Seskanore|Trillick
BT79:Drumlea|Glengawna|Gortin|Mountfield|Plumbridge|Rosnamuck|Sheskinshule|Sixmilecross
BT80:Coagh|Tullyhogue
BT81:Aghyaran|Clare|Garvetagh|Killen|Killeter|Mournebeg|Scraghey|Spamount
BT82:Artigarvan|Ballymagorry|Bready|Clady|Douglas Bridge|Dunamanagh|Sion Mills|Victoria Bridge
BT92:Lisnaskea|Florencecourt|Derrylin|Newtownbutler
BT93:Belleek|Belcoo|Kesh|Derrygonnelly|Garrison
BT94:Irvinestown|Ballinamallard|Brookeborough|Tempo|Maguiresbridge|Lisbellaw
CA1:Carlisle East
CA2:Carlisle South West
CA3:Carlisle North
CA4:Warwick Bridge|Wetheral|Cumwhinton|Armathwaite
CA5:Dalston|Burgh by Sands
CA6:Longtown|Bewcastle
CA7:Silloth|Aspatria|Caldbeck|Hesket Newmarket
CA8:Gilsland|Greenhead|Slaggyford
CA9:Garrigill|Nenthead
CA10:Penrith Carleton Hall Area|Shap|Tebay|Langwathby|Lazonby|Pooley Bridge
CA11:Stainton|Mungrisdale|Glenridding|Patterdale
CA12:Seatoller|Braithwaite|Bassenthwaite|Threlkeld
CA13:Lorton|Buttermere
CA14:Distington|Seaton
CA15:Dearham|Flimby|Allonby
CA17:Brough|Ravenstonedale
CA19:Santon Bridge|Eskdale
CA20:Sellafield|Gosforth|Wasdale Head
CA22:Thornhill
CA23:Ennerdale Bridge
CA26:Croasdale
CA28:Sandwith
CB1:Teversham
CB3:Girton
CB6:Aldreth|Apes Hall|Chettisham|Coveney|Haddenham|Little Downham|Little Thetford|Littleport|Mepal|Pymore|Stretham|Sutton|Wardy Hill|Wentworth|Wilburton|Witcham|Witchford
CB7:Barway|Brandon Bank|Brandon Creek|Broad Hill|Chippenham|Down Field|Fordham|Isleham|Prickwillow|Queen Adelaide|River Bank|Soham|Stuntney|Upware|Wicken
CB8:Ashley|Brinkley|Burrough End|Burrough Green|Carlton|Cheveley|Clopton Green|Cowlinge|Dalham|Denston|Ditton Green|Dullingham|Dunstall Green|Exning|Gazeley|Great Bradley|Kennett|Kentford|Kirtling|Kirtling Green|Lady's Green|Landwade|Lidgate|Moulton|Ousden|Six Mile Bottom|Snailwell|Stetchworth|Stradishall|Thorns|Upend|Westley Waterless|Wickhambr
CB9:Barnardiston|Great Thurlow|Great Wratting|Helions Bumpstead|Kedington|Little Bradley|Little Thurlow|Little Wratting|Steeple Bumpstead|Sturmer|Withersfield
CB10:Ashdon|Church End|Great Chesterford|Great Sampford|Hempstead|Hinxton|Howlett End|Ickleton|Little Chesterford|Little Sampford|Little Walden|Radwinter|Red Oaks Hill|Sewards End|Wimbish|Wimbish Green
CB11:Arkesden|Audley End|Clavering|Debden|Debden Green|Duddenhoe End|Elmdon|Langley|Littlebury|Littlebury Green|Newport|Quendon|Rickling|Rickling Green|Shortgrove|Starling's Green|Strethall|Upper Green|Wendens Ambo|Wicken Bonhunt|Widdington
CB21:Fulbourn|Great and Little Wilbraham|West Wratting|Weston Colville|Teversham|Abington|Hildersham|Barlow|Hadstock|Horseheath|Shudy Camps|West Wickham|Castle Camps|Balsham|Linton
CB22:Babraham|Sawston|Pampisford|Duxford|Whittlesford|Great and Little Shelford|Stapleford|Harston|Barrington|Hauxton|Newton|Foxton
CB23:Cambourne|Barton|Comberton|Harlton|Great and Little Eversden|Bourn|Highfields Caldecote|Coton|Haslingfield|Kingston|Hardwick|Toft|Longstowe|Madingley|Dry Drayton|Papworth Everard|Lolworth|Bar Hill|Elsworth|Knapwell|Conington|Boxworth|Caxton|Papworth Saint Agnes
CB24:Histon|Impington|Oakington|Longstanton|Willingham|Swavesey|Over|Fen Drayton|Milton|Rampton|Cottenham
CB25:Cottenham|Landbeach|Rampton|Histon|Impington|Burwell|Swaffham Bulbeck|Swaffham Prior|Stow-Cum-Quy|Bottisham|Lode|Waterbeach|Horningsea|Chittering
CF3:Rumney|Trowbridge|Llanrumney|St Mellons|Castleton|Marshfield
CF5:Ely|Caerau|St Fagans|Culverhouse Cross|Canton|Leckwith|Fairwater|Danescourt|Llandaff|Riverside|Wenvoe|Peterston Super Ely|St Georges Super Ely|Michaelston
CF10:Grangetown|Cardiff Bay|Butetown
CF11:Canton|Cardiff Bay|Grangetown
CF14:Whitchurch|Thornhill|Lisvane|Rhiwbina|Pantmawr|Gabalfa|Heath|Llandaff North
CF15:Pentyrch|Gwaelod-Y-Garth|Creigiau|Radyr|Morganstown|Tongwynlais|Taffs Well|Nantgarw
CF23:Llanishen|Cyncoed|Pentwyn|Penylan|Pontprennau|Old St Mellons
CF24:Cathays|Roath|Plasnewydd|Splott|Adamsdown
CF31:Brackla|Coity|Pen-Y-Fai
CF32:Cefn Cribwr|Laleston|Merthyr Mawr|Ogmore Vale|Tondu|Sarn|Ynysawdre|St Brides Minor|Pontycymer|Llangeinor|Garw Valley|Blaengarw|Blackmill|Bettws|Aberkenfig|St Brides Major
CF33:Cornelly|Pyle
CF34:Llangynwyd|Caerau|Nantyffyllon
CF35:Pencoed|Coychurch|Llangan|Ewenny
CF36:Nottage|Newton
CF37:Cilfynydd|Glyncoch|Graig|Treforest|Hopkinstown|Trallwng|Maesycoed|Pwllgwaun|Hawthorn|Rhydfelen|Trehafod|Ynysybwl|Coed-Y-Cwm
CF38:Llantwit Fardre|Church Village|Tonteg|Efail Isaf|Beddau|Ty Nant
CF39:Llwyncelyn|Cymmer|Glynfach|Trebanog|Ynyshir|Wattstown|Dinas|Tonyrefail|Coed Ely|Thomastown|Gilfach Goch|Evanstown
CF40:Trealaw|Penygraig|Dinas|Williamstown|Cwm Clydach|Llwynypia|Penrhiwfer
CF41:Ton Pentre|Ystrad|Gelli
CF42:Cwmparc|Ynyswen|Treherbert|Blaencwm|Blaenrhondda
CF43:Blaenllechau|Tylorstown|Penrhys|Pontygwaith|Stanleytown|Maerdy
CF44:Cwmaman|Aberaman|Llwydcoed|Cwmbach|Hirwaun|Penywaun|Rhigos|Penderyn
CF45:Abercynon|Penrhiwceiber
CF46:Quakers Yard|Bedlinog|Nelson
CF47:Gurnos|Penydarren
CF48:Cyfarthfa|Pant|Merthyr Vale|Troed-Y-Rhiw|Vaynor|Pentrebach
CF61:Llan-Maes
CF62:Rhoose|St Athan|Llancarfan|Barry Island
CF63:Cadoxton|Barry Docks
CF64:Sully|Llandough
CF71:St Brides Major|Welsh St Donats|Pendoylan|Llandow|Colwinston|Llanblethian|Penllyn|Llanfair
CF72:Llantrisant|Llanharan|Talbot Green|Brynsadler|Miskin|Brynna|Llanharry
CF81:Aberbargoed|Darran Valley|Gilfach|Pontlottyn
CF82:Cefn Hengoed|Ystad Mynach|Gelligaer|Maesycwmmer
CF83:Abertridwr|Senghenydd|Bedwas|Trethomas|Machen|Llanbradach|Pwllypant|Penyrheol|Energlyn|Trecenydd|Rudry
CH1:Blacon|Higher Ferry|Capenhurst|Backford
CH2:Backford|Elton|Hoole|Ince|Mickle Trafford|Moston
CH3:Boughton|Huntington|Mouldsworth|Tarvin|Tattenhall|Farndon
CH4:Handbridge|Lache|Pulford|Penyffordd|Broughton|Saltney
CH5:Connah's Quay|Shotton|Queensferry|Sealand|Sandycroft|Dobshill|Ewloe
CH6:Oakenholt|Flint Mountain|The Nant
CH7:Leeswood|Treuddyn|Llanarmon-Yn-Ial|Caerwys|Northop Hall|Drury
CH8:Milwr|Holway|Carmel|Lloc|Bryn Celyn|Greenfield|Halkyn|Lixwm|Talacre
CH28:Moreton
CH29:Hoylake
CH30:Upton
CH31:Heswall
CH32:New Ferry
CH41:Claughton|Seacombe|Tranmere|Woodside
CH42:Oxton|Prenton|Rock Ferry
CH43:Bidston|Noctorum|Oxton
CH44:Egremont|Liscard|Poulton|Seacombe
CH45:New Brighton|Wallasey Village
CH46:Leasowe|Moreton
CH47:Hoylake|Meols|Saughall Massie|West Kirby
CH48:Caldy|Frankby|Grange|Greasby|Hoylake|Meols|Newton|Saughall Massie|West Kirby
CH49:Greasby|Landican|Upton|Woodchurch
CH60:Gayton|Heswall
CH61:Barnston|Heswall|Irby|Pensby|Thingwall|Thurstaston
CH62:Bromborough|Eastham|New Ferry|Port Sunlight|Spital
CH63:Bebington|Brimstage|Bromborough|Clatterbridge|Higher Bebington|Raby|Raby Mere|Spital|Storeton|Thornton Hough
CH64:Little Neston|Ness|Parkgate|Puddington|Willaston
CH65:Great Sutton|Whitby|Wolverham
CH66:Childer Thornton|Great Sutton|Hooton|Ledsham|Little Sutton|Overpool|Whitby
CH70:Department For Work and Pensions
CH88:North West Securities Bank
CH99:Benefits Agency|St. Michaels Financial Services & Chargecard
CM0:Bradwell|Tillingham|Asheldham|Dengie
CM1:Writtle
CM3:Hatfield Peverel|South Woodham Ferrers|Boreham|Maylandsea
CM4:Blackmore|Fryerning|Stock
CM5:Chipping Ongar|High Ongar|Bobbingworth|Moreton|The Lavers|The Rodings
CM6:Great Dunmow|Felsted
CM9:Tollesbury|Tolleshunt D'Arcy|Tolleshunt Knights
CM11:Great Burstead
CM13:East Horndon|Great Warley|Herongate|Hutton|Ingrave|Little Warley|West Horndon
CM15:Doddinghurst|Kelvedon Hatch|Mountnessing|Shenfield|Stondon Massey
CM16:Theydon Bois
CM17:Old Harlow|Matching|Matching Tye|Matching Green
CM19:Roydon
CM22:Sheering
CM24:Stansted Mountfitchet
CM77:Great Notley|Rayne
CO7:Wivenhoe|Great Bentley
CR0:Addiscombe|Shirley|Addington|New Addington|Forestdale|Waddon
CR2:Sanderstead|Selsdon|Addington
CR3:Chaldon|Woldingham
CR4:Beddington Corner
CR5:Chipstead|Woodmansterne
CR6:Chelsham|Farleigh
CT2:Sturry
CT10:Pysons Road Industrial Estate|St Peters
CT12:Minster
CT18:Hawkinge|Lyminge|Etchinghill|Capel-Le-Ferne
CT19:Central Folkestone|Cheriton
CT20:Central Folkestone
CV1:Gosford Green|Hillfields|Spon End|Coventry University
CV2:Walsgrave|Wyken|Stoke|Bell Green|Wood End|Potters Green|Aldermans Green|Clifford Park|Woodway Park
CV3:Binley|Whitley|Willenhall|Cheylesmore|Styvechale|Finham|Fenside|Stoke Aldermoor|Ernesford Grange|Binley Woods
CV4:Tile Hill|Canley|Cannon Park|Lime Tree Park|Gibbet Hill|Westwood Heath|University of Warwick
CV5:Allesley|Allesley Park|Allesley Green|Earlsdon|Eastern Green|Whoberley|Chapelfields|Mount Nod|Brownshill Green
CV6:Holbrooks|Coundon|Radford|Longford|Rowley's Green|Whitmore Park|Hawkesbury
CV7:Exhall|Ash Green|Keresley|Meriden|Balsall Common|Berkswell|Corley|Arley|Ansty|Shilton|Fillongley
CV8:Baginton|Bubbenhall|Brandon|Stoneleigh|Wolston|Ryton-On-Dunsmore|Ashow
CV9:Mancetter|Grendon|Baddesley Ensor|Baxterley|Hurley|Witherley|Wood End|Twycross
CV10:Weddington|Stockingford|Camp Hill|Galley Common|Grove Farm|Whittleford|Chapel End|Bermuda Village|Caldecote|Fenny Drayton|Hartshill|Ansley|Astley|Oldbury
CV11:Nuneaton Town Centre|Abbey Green|St Nicolas Park|Horeston Grange|Attleborough|Whitestone|Hill Top|Chilvers Coton|Caldwell|Burton Hastings|Bramcote
CV12:Bulkington
CV13:Barlestone|Barton in the Beans|Bilstone|Cadeby|Carlton|Congerstone|Dadlington|Fenny Drayton|Higham on the Hill|Market Bosworth|Nailstone|Odstone|Osbaston|Shackerstone|Shenton|Stoke Golding|Sutton Cheney|Upton|Wellsborough
CV21:Rugby E
CV22:Rugby Sw
CV23:Brownsover|Dunchurch|Thurlaston|Princethorpe|Brinklow|Long Lawford|Stretton-Under-Fosse|Monks Kirby
CV31:Leamington Spa S|Whitnash|Radford Semele
CV32:Leamington Spa N
CV33:Harbury
CV35:Wellesbourne|Kineton
CW4:Holmes Chapel|Goostrey
CW5:Willaston
CW9:Wincham|Pickmere
DA1:Crayford|Barnes Cray
DA2:Stone|Joydens Wood|Wilmington|Bean
DA3:Hartley|Fawkham
DA4:South Darenth|Farningham|Eynsford
DA5:Albany Park|Joydens Wood
DA6:Upton
DA7:Barnehurst
DA8:Northumberland Heath|Slade Green
DA9:Stone
DA10:Ebbsfleet
DA11:Northfleet
DA13:Meopham
DA14:Foots Cray|Albany Park|Longlands
DA15:Blackfen|Longlands|Lamorbey|Avery Hill
DA16:Falconwood|East Wickham
DA17:Lessness Heath
DA18:Erith Marshes|Thamesmead
DD2:Lochee|Blackness|Ninewells|Menziehill|Charleston|Balgay|Ardler|Logie
DD3:St Marys|Downfield|Kirkton|Strathmartine|Coldside|Hilltown
DD4:Stobswell|Craigie|Pitkerro|Douglas|Fintry|Whitfield
DD5:Broughty Ferry|Barnhill|Monifieth
DD6:Wormit|Balmerino|Gauldry
DD8:Glamis
DD10:St Cyrus|Inverbervie|Gourdon
DD11:Friockheim
DE3:Mickleover
DE4:Darley Dale|Beeley|Rowsley|Winster|Darley Bridge|Elton|Bonsall|Matlock Bath|Cromford|Middleton-By-Wirksworth|Wirksworth|Bolehill|Crich|Holloway|Lea|Tansley
DE5:Codnor|Denby
DE6:Hulland Ward|Weston Underwood
DE7:Horsley Woodhouse|Morley|West Hallam
DE11:Church Gresley|Hartshorne|Newhall
DE12:Appleby Magna|Linton|Measham|Overseal|Rosliston|Walton-On-Trent
DE13:Alrewas|Barton-Under-Needwood|Rolleston on Dove|Tutbury
DE14:Branston|Burton upon Trent|Newton Solney|Winshill
DE15:Bretby|Stapenhill
DE21:Chaddesden|Oakwood|Spondon|Breadsall|Horsley|Little Eaton
DE22:Allestree|Darley Abbey|Mackworth Estate|Kedleston|Mackworth|Quarndon
DE23:Heatherton Village|Littleover|Normanton|Pear Tree
DE24:Allenton|Alvaston|Boulton|Osmaston|Shelton Lock|Sinfin|Wilmorton|Stenson Fields
DE45:Ashford-In-The-Water|Baslow|Chatsworth|Edensor|Hassop|Monyash|Youlgreave
DE55:Swanwick|South Normanton Alfreton|Riddings|Leabrooks|Somercotes|Tibshelf|Newton|Blackwell|Bolsover|Hilcote|Wessington|Higham|Stonebroom|Morton|Derbyshire|Shirland|South Wingfield
DE56:Ambergate|Duffield|Heage|Holbrook|Kilburn|Milford
DE65:Burnaston|Egginton|Etwall|Findern|Hatton|Hilton|Milton|Repton|Willington
DE72:Ambaston|Aston-On-Trent|Borrowash|Breaston|Church Wilne|Draycott|Elvaston|Ockbrook|Risley|Shardlow|Weston-On-Trent
DE73:Chellaston|Barrow upon Trent|Ingleby|Melbourne|Stanton by Bridge|Swarkestone|Ticknall
DE74:Castle Donington|Hemington|Kegworth
DE75:Loscoe
DH2:Ouston|Pelton|Birtley
DH3:Great Lumley|Birtley
DH5:Hetton-Le-Hole
DH6:Thornley|Coxhoe
DH7:Brandon|Lanchester|Esh Winning|Burnhope|Langley Park|Sacriston|Ushaw Moor
DH8:Ebchester
DH9:Dipton
DL1:Darlington East
DL2:Staindrop|Gainford
DL3:Darlington West
DL5:Heighington
DL6:Northallerton East|Ingleby Cross
DL7:Northallerton West
DL8:Wensleydale
DL10:Catterick|Brompton-Upon-Swale|Scotch Corner
DL11:Swaledale|Arkengarthdale
DL12:Bowes|Middleton-In-Teesdale
DL13:Stanhope|Frosterley|Wolsingham|Tow Law
DL14:Evenwood
DL15:Willington
DL17:Chilton|Cornforth|Bishop Middleham
DN1:Doncaster Town Centre
DN2:Intake|Wheatley|Wheatley Hills
DN3:Armthorpe|Barnby Dun|Branton|Edenthorpe|Kirk Sandall
DN4:Balby|Belle Vue|Bessacarr|Cantley|Hexthorpe|Hyde Park|Warmsworth
DN5:Arksey|Barnburgh|Bentley|Cusworth|Harlington|Scawsby|Scawthorpe|Sprotborough|Toll Bar
DN6:Askern|Campsall|Moss|Norton|Sutton|Walden Stubbs|Woodlands
DN7:Dunsville|Hatfield|Lindholme|Stainforth
DN8:Thorne
DN9:Epworth|Finningley|Haxey|Owston Ferry
DN10:Bawtry|Misson|Misterton|Scrooby
DN11:Harworth|New Rossington|Rossington|Tickhill|Wadworth
DN12:Conisbrough|Denaby Main|New Edlington|Old Denaby|Old Edlington
DN14:Howden|Rawcliffe|Carlton
DN15:Alkborough|Appleby|Burton upon Stather|Coleby|Dragonby|Flixborough|Flixborough Ind Estate|Foxhills Ind Estate|Gunness|High Risby|High Santon|Low Risby|Low Santon|Normanby|Roxby|Thealby|West Halton|Whitton|Wintringham|Winterton
DN16:Bottesford|Holme|Queensway Ind Estate|Raventhorpe|Twigmoor
DN17:Althorpe|Amcotts|Bottesford Moor|Bottesford|Crowle|Derrythorpe|Ealand|East Butterwick|Eastoft|Garthorpe|Gunness|Keadby|Luddington|Messingham|North Ewster|Susworth|West Butterwick|Yaddlethorpe
DN20:Broughton|Hibaldstow|Scawby|Wrawby
DN22:Ranskill
DN36:Holton le Clay|Humberston|Ludborough|Marshchapel|New Waltham|North Cotes|North Thoresby|Tetney
DN37:Ashby-Cum-Fenby|Barnoldby-Le-Beck|Beelsby|Bradley|Brocklesby|Great Coates|Great Limber|Irby-Upon-Humber|Laceby|Waltham
DN38:Grasby|Searby|Somerby
DN39:Croxton|Kirmington|Wootton
DN40:North Killingholme|South Killingholme|Habrough|East Halton
DN41:Healing|Keelby|Stallingborough
DY1:Dudley Town Centre|Woodsetton
DY2:Kates Hill|Netherton
DY3:Sedgley|Lower Gornal|Upper Gornal|Gornalwood|Himley|Swindon|Woodsetton
DY4:Tividale|Coseley
DY5:Pensnett|Quarry Bank
DY7:Kinver|Enville|Stourton
DY8:Wollaston|Wordsley|Amblecote
DY9:Lye|Pedmore|Hagley
DY14:Cleobury Mortimer
E1:Aldgate|Bishopsgate|Whitechapel|Shoreditch|Spitalfields|Shadwell|Stepney|Mile End|Portsoken
E1W:Wapping
E2:Bethnal Green|Haggerston|Shoreditch|Cambridge Heath
E3:Bow|Bromley-By-Bow|Old Ford|Mile End|Three Mills|London Gas Museum
E4:Chingford|Sewardstone|Highams Park
E5:Upper Clapton|Lower Clapton|Leyton|Stoke Newington
E6:East Ham|Beckton|Upton Park|Barking
E7:Forest Gate|Stratford
E8:Hackney Central|Dalston|London Fields
E9:Homerton|Hackney Wick|South Hackney|Hackney Marshes|Victoria Park
E10:Leyton|Temple Mills|Hackney Marshes|Upper Clapton|Walthamstow Marshes
E11:Leytonstone|Wanstead|Aldersbrook|Snaresbrook|Cann Hall
E12:Manor Park|Little Ilford|Aldersbrook
E13:Plaistow|West Ham|Upton Park
E14:Poplar|Isle of Dogs|Limehouse|Canary Wharf|Blackwall|Cubitt Town
E15:Stratford|West Ham|Maryland|Leyton|Leytonstone|Temple Mills|Hackney Wick|Bow
E16:Silvertown|North Woolwich|Canning Town|Custom House|London City Airport
E17:Walthamstow|Upper Walthamstow
E18:Woodford|South Woodford
E20:Olympic Park|Stratford
EC1A:St Bartholomew's Hospital
EC1M:Clerkenwell|Farringdon
EC1N:Hatton Garden
EC1R:Finsbury|Finsbury Estate
EC1V:Finsbury|Moorfields Eye Hospital
EC1Y:St Luke's|Bunhill Fields
EC2A:Shoreditch
EC2M:Broadgate
EC2N:Tower 42
EC2R:Bank of England
EC2V:Guildhall
EC2Y:Barbican
EC3A:St Mary Axe|Aldgate
EC3M:Leadenhall|Lloyd's of London
EC3N:Tower Hill|Tower of London
EC3R:Monument|Billingsgate
EC3V:Royal Exchange
EC4M:St Paul's
EC4N:Mansion House
EC4V:Blackfriars
EC4Y:Temple
EH1:Old Town
EH2:New Town
EH3:New Town|West End|Tollcross|Fountainbridge
EH4:Dean Village|Comely Bank|Barnton|Cramond
EH5:Granton
EH6:Leith|Newhaven
EH7:Leith|Restalrig|Craigentinny
EH8:Southside|Newington|Canongate|Northfield|Mountcastle
EH9:Marchmont|Grange|Blackford
EH10:Bruntsfield|Morningside|Fairmilehead
EH11:Haymarket Station|Gorgie|Stenhouse|Sighthill
EH12:Haymarket|Murrayfield|Corstorphine
EH13:Colinton|Oxgangs
EH14:Slateford|Longstone|Wester Hailes
EH15:Portobello|Duddingston
EH16:Liberton|Cameron Toll|Craigmillar|Niddrie
EH17:Gilmerton|Moredun|Mortonhall
EH18:Polton
EH21:Wallyford|Whitecraig
EH22:Danderhall|Mayfield|Newtongrange
EH25:Bilston
EH28:Ratho
EH32:Cockenzie|Port Seton
EH34:Pencaitland
EH35:Ormiston
EH38:North Middleton
EH42:Broxburn|East Lothian
EH47:Whitburn|Fauldhouse|Stoneyburn
EH48:Armadale
EH52:West Lothian|Winchburgh
EH53:Mid Calder|Pumpherston
EH95:Scottish Gas
EH99:Scottish Parliament
EN1:Bush Hill Park|Bulls Cross|Enfield Town|Forty Hill
EN2:Botany Bay|Clay Hill|Crews Hill|Bulls Cross|Enfield Chase|Enfield Town|Forty Hill
EN3:Enfield Highway|Enfield Island Village|Enfield Lock|Enfield Wash|Ponders End
EN4:Hadley Wood|Cockfosters|East Barnet|New Barnet
EN5:High Barnet|Arkley
EN6:South Mimms|Cuffley|Northaw
EN7:Cheshunt
EN8:Cheshunt
EX2:St Thomas|Countess Wear|Wonford
EX4:Exwick|St Thomas|Beacon Heath|Redhils
EX5:Clyst St. Mary|Woodbury
EX6:Haldon|Mamhead|Exminster
EX15:Plymtree
EX23:Coombe|Crackington Haven|Launcells|Poundstock|Stratton
EX39:Lundy Island
FK2:Bainsford|Polmont|Maddiston|Airth
FK3:Glensburgh
FK4:Banknock|Haggs
FK5:Stenhousemuir|Torwood
FK6:Fankerton|Stoneywood
FK7:Bannockburn|Plean|Cowie
FK8:Gargunnock
FK9:Bridge of Allan|Lecropt
FK10:Sauchie|Tullibody
FK13:Coalsnaughton|Devonside
FK14:Glendeven|Burnfoot
FK15:Braco
FK16:Argaty|Buchany|Deanston
FK18:Strathyre
FK20:Luib|Tyndrum
FK21:Ardeonaig|Auchmore|Clachaig|Glenlochay|Kinnell
FY2:Bispham
FY3:Layton|Marton|Staining
FY4:Blackpool Airport|Marton|South Shore
FY6:Hambleton|Knott End-On-Sea|Preesall|Singleton
FY8:Moss Side
G1:Merchant City
G2:Blythswood Hill
G3:Anderston|Finnieston|Garnethill|Park|Woodlands|Yorkhill
G4:Calton|Cowcaddens|Drygate|Kelvinbridge|Townhead|Woodlands|Woodside
G5:Gorbals
G11:Broomhill|Partick|Partickhill
G12:West End|Cleveden|Dowanhill|Hillhead|Hyndland|Kelvindale|Botanic Gardens
G13:Anniesland|Knightswood|Yoker
G14:Whiteinch|Scotstoun
G15:Drumchapel
G20:Maryhill|North Kelvinside|Ruchill
G21:Barmulloch|Cowlairs|Royston|Springburn|Sighthill
G22:Milton|Possilpark
G23:Lambhill|Summerston
G31:Dennistoun|Haghill|Parkhead
G32:Carmyle|Tollcross|Mount Vernon|Lightburn|Sandyhills
G33:Carntyne|Craigend|Cranhill|Millerston|Provanmill|Riddrie|Robroyston|Ruchazie|Stepps
G34:Easterhouse
G40:Bridgeton|Calton
G41:Pollokshields|Shawlands
G42:Battlefield|Govanhill|Mount Florida|Strathbungo East
G43:Mansewood|Newlands|Pollokshaws
G44:Cathcart|Croftfoot|King's Park|Muirend|Netherlee
G45:Castlemilk
G46:Giffnock|Kennishead|Thornliebank|Deaconsbank
G51:Govan|Ibrox
G52:Cardonald|Hillington|Penilee
G53:Darnley|Pollok|Crookston
G60:Bowling|Old Kilpatrick
G61:Bearsden
G62:Milngavie
G63:Balfron|Blanefield|Croftamie|Drymen|Dumgoyne|Fintry|Killearn|Strathblane
G64:Bishopbriggs|Torrance
G65:Croy|Kilsyth
G66:Kirkintilloch|Lennoxtown|Lenzie|Milton of Campsie
G67:Cumbernauld
G68:Cumbernauld|Dullatur
G69:Baillieston|Garrowhill|Gartcosh|Moodiesburn|Muirhead
G71:Bothwell|Uddingston
G72:Blantyre|Cambuslang
G73:Rutherglen
G74:East Kilbride|Thorntonhall
G75:East Kilbride
G76:Busby|Clarkston|Eaglesham|Waterfoot
G77:Newton Mearns
G78:Barrhead|Neilston|Uplawmoor
G81:Dalmuir|Duntocher|Faifley|Hardgate
G82:Cardross|Milton
G83:Ardlui|Balloch|Bonhill|Gartocharn|Luss|Renton|Tarbet
G84:Clynder|Cove|Garelochhead|Kilcreggan|Rhu|Rosneath|Shandon
GL6:Nailsworth|Painswick
GL20:Bredon
GU1:Guildford Town Centre|Slyfield|Merrow
GU2:Guildford Park|Onslow Village|Park Barn|University of Surrey
GU3:Normandy|Puttenham|Worplesdon|Christmas Pie|Flexford
GU4:Burpham|Chilworth|Jacobs Well|Shalford
GU5:Albury|Bramley|Shere
GU6:Ewhurst|Alfold
GU7:Farncombe
GU8:Chiddingfold|Dunsfold|Elstead|Hascombe|Milford|Thursley|Witley
GU9:Badshot Lea|Hale|Heath End
GU10:Bentley|Frensham|Churt|Crondall|Tongham|Ewshot|Seale|Tilford
GU12:Ash|Ash Green|Ash Vale
GU14:Cove
GU15:Old Dean|Rmas
GU16:Frimley|Frimley Green|Deepcut|Mytchett
GU17:Blackwater|Hawley|Minley|Darby Green|Frogmore|Blackbushe
GU21:Knaphill|St. John's|Horsell|Goldsworth Park
GU22:Pyrford|Hook Heath|Mayford|Old Woking
GU23:Send|Ripley|Ockham|Wisley
GU24:Bisley|Pirbright|Chobham|Knaphill|Brookwood|West End
GU25:Wentworth
GU26:Bramshott Chase|Grayshott
GU27:Fernhurst|Shottermill|Grayswood
GU28:Graffham|Northchapel|Byworth|Lodsworth
GU29:Cocking|Easebourne
GU30:Bramshott|Conford|Linch|Milland|Passfield
GU31:Buriton|East Harting|South Harting|Elsted|Rogate
GU32:East Meon|West Meon|Sheet|Steep
GU33:Greatham|Selborne|Rake
GU34:Beech|Bentworth|Medstead|Four Marks|Golden Pot|Lasham
GU35:Headley|Headley Down Lindford|Oakhanger|Kingsley|Arford|Whitehill
GU47:College Town|Owlsmoor|Little Sandhurst
GU51:Elvetham Heath
GU52:Church Crookham|Crookham Village
GU95:British Gas
GY1:Saint Peter Port
GY2:Saint Sampson
GY3:Vale
GY4:Saint Martin
GY5:Castel
GY6:Vale|Saint Andrew
GY7:Saint Pierre Du Bois|Saint Saviour
GY8:Forest|Torteval
GY9:Alderney
GY10:Sark
HA0:Alperton|Sudbury|Sudbury Hill|Wembley Central|North Wembley
HA1:North Harrow|Northwick Park
HA2:North Harrow|South Harrow
HA3:Harrow Weald|Kenton|Wealdstone
HA5:Eastcote|Hatch End|Carpenders Park
HA6:Moor Park|Sandy Lodge
HA9:Wembley Park|Wembley Central|Preston|Tokyngton
HD1:Huddersfield Town Centre|Hillhouse|Lockwood|Marsh|Paddock
HD2:Birkby|Brackenhall|Bradley|Deighton|Fartown|Fixby|Sheepridge
HD3:Lindley|Milnsbridge|Oakes|Outlane|Paddock|Salendine Nook|Scammonden
HD4:Berry Brow|Crosland Moor|Farnley Tyas|Netherton|Newsome|Lowerhouses|Stocksmoor
HD5:Almondbury|Dalton|Kirkheaton|Moldgreen|Waterloo
HD6:Bailiff Bridge|Rastrick|Clifton
HD7:Golcar|Linthwaite|Marsden|Scapegoat Hill|Slaithwaite
HD8:Clayton West|Denby Dale|Emley|Fenay Bridge|Kirkburton|Lepton|Scissett|Shelley|Shepley|Skelmanthorpe
HD9:Birdsedge|Brockholes|Hepworth|Holme|Honley|Meltham|Scholes|Upperthong|Wooldale
HG3:Pannal|High Meadows|Killinghall|Spofforth|Bishop Monkton|Glasshouses
HG4:North Stainley|High Grantley
HG5:Scotton
HP1:Bourne End|Boxmoor|Fields End|Gadebridge|Great Gaddesden|Nettleden|Piccotts End|Water End|Warner's End
HP2:Gaddesden Row|Piccotts End|Grove Hill|Adeyfield|Hemel Hempstead Industrial Estate
HP3:Apsley|Bovingdon|Felden|Flaunden|Leverstock Green
HP4:Dagnall|Dudswell|Little Gaddesden|Northchurch|Potten End|Ringshall
HP5:Ashley Green|Bellingdon|Botley|Chartridge|Hawridge|Latimer|Lye Green|Newtown|Waterside|Whelpley Hill
HP6:Chesham Bois|Hyde Heath|Little Chalfont
HP7:Coleshill|Little Chalfont|Little Missenden|Winchmore Hill
HP9:Forty Green|Holtspur|Jordans|Knotty Green|Seer Green
HP10:Flackwell Heath|Handy Cross|Hedsor|Loudwater|Penn|Tylers Green|Wooburn|Wooburn Green|Wooburn Moor
HP11:Wycombe Marsh
HP12:Booker|Sands
HP13:Downley
HP14:Beacon's Bottom|Bledlow Ridge|Bolter End|Bradenham|Cadmore End|Hughenden Valley|Ibstone|Lane End|Naphill|Northend|Stokenchurch|The City|Upper North Dean|West Wycombe
HP15:Cryers Hill|Great Kingshill|Hazlemere|Holmer Green|Hughenden Valley
HP16:Ballinger|The Lee|Little Hampden|Little Kingshill|Prestwood|South Heath
HP17:Aston Sandford|Bishopstone|Butler's Cross|Dinton|Dorton|Ellesborough|Ford|The Kimbles|Kingsey|Haddenham|Meadle|Nash Lee|Stone|Upton|Westlington
HP18:Ashendon|Boarstall|Brill|Chearsley|Chilton|Cuddington|Dorton|Easington|Edgcott|Grendon Underwood|Ickford|Kingswood|Long Crendon|Lower Winchendon|Ludgershall|Oakley|Shabbington|Upper Winchendon|Waddesdon|Westcott|Worminghall|Wotton Underwood
HP19:Fairford Leys|Prebendal Farm|Quarrendon|Watermead
HP20:Aylesbury Town Centre|Broughton|Elmhurst
HP21:Bedgrove|Elm Farm|Queens Park|Southcourt|Walton|Walton Court
HP22:Aston Abbotts|Aston Clinton|Bierton|Buckland|Drayton Beauchamp|Dunsmore|Halton|Hardwick|Hulcott|North Lee|Nup End|Oving|Pitchcott|Quainton|Rowsham|Stoke Mandeville|Weedon|Wendover|Weston Turville|Whitchurch|Wingrave
HP23:Aldbury|Buckland Common|Cholesbury|Hastoe|Long Marston|Marsworth|New Mill|Puttenham|St Leonards|Wigginton|Wilstone
HP27:Askett|Bledlow|Ilmer|Lacey Green|Longwick|Loosley Row|Monks Risborough|Owlswick|Pitch Green|Saunderton
HR2:South Hereford
HR3:West Hereford|Hay on Wye
HR4:North Hereford
HS1:Plasterfield
HU4:Anlaby Common|Anlaby Park|Gipsyville
HU6:Dunswell
HU7:Bransholme|Kingswood|Sutton-On-Hull|Wawne
HU8:Longhill|Ings
HU9:Marfleet
HU10:Anlaby|Kirk Ella|West Ella|Willerby
HU11:Bilton
HU12:Hedon|Patrington
HU14:Melton|Swanland
HU15:Elloughton-Cum-Brough|South Cave
HU16:Eppleworth|Raywell|Skidby
HU18:Mappleton|Rolston
HU19:Hollym|Holmpton|Out Newton|Rimswell|Waxholme
HU20:High Hunsley|Little Weighton|Low Hunsley|Riplingham
HX1:Halifax Town Centre|Savile Park
HX2:Highroad Well|Illingworth|Luddenden|Luddenden Foot|Midgley|Mixenden|Mount Tabor|Norton Tower|Ogden|Wainstalls|Warley Town
HX3:Boothtown|Hipperholme|Lightcliffe|Norwood Green|Northowram|Ovenden|Shelf|Skircoat Green|Southowram
HX4:Barkisland|Greetland|Holywell Green|Sowood|Stainland|West Vale
HX5:Blackley
HX6:Norland|Ripponden|Rishworth|Sowerby
HX7:Cragg Vale|Heptonstall|Mytholmroyd|Old Town
IG2:Gants Hill|Newbury Park
IG3:Seven Kings
IG4:Redbridge
IG5:Clayhall
IG6:Barkingside|Hainault
IG8:Woodford Bridge
IG10:High Beach
IM1:Douglas
IM2:Douglas
IM3:Onchan
IM4:Port Soderick|Santon|Greeba|Braddan|St John's|Foxdale|Onchan|Baldrine|Laxey|Lonan
IM5:Peel|Patrick
IM6:Kirk Michael
IM7:Maughold|Sulby|Lezayre|Jurby|Andreas|Bride|Ballaugh
IM8:Ramsey
IM9:Castletown|Ballasalla|Malew|Arbory|Port St Mary|Port Erin
IP1:North West Ipswich|Akenham
IP2:South West Ipswich|Belstead|Wherstead|Stoke Park
IP3:South East Ipswich|Ravenswood
IP4:North East Ipswich
IP5:Rushmere St Andrew|Kesgrave|Martlesham Heath
IP6:Needham Market|Creeting St. Mary|Barham|Henley|Claydon|Witnesham
IP7:Hadleigh
IP8:Copdock|Belstead
IP9:Shotley Peninsula: Capel St Mary|Chelmondiston|Shotley
IP10:Kirton|Nacton|Levington
IP11:Trimley St. Martin|Trimley St. Mary
IP12:Orford
IP13:Easton|Framlingham|Little Bealings|Laxfield
IP14:Stowupland
IP16:Aldringham|Eastbridge|Sizewell|Theberton|Thorpeness
IP18:Easton Bavents|Reydon|Walberswick
IP21:Thorpe Abbotts
IP25:Watton|Saham Toney
IP26:Hilborough|Northwold
IP28:Mildenhall|Culford
IP29:Barrow
IP30:Cockfield|Woolpit
IV1:Inverness Centre and North|The Longman|North Kessock|Kilmuir
IV2:Inverness East|Culloden|Balloch|Ardersier
IV3:Inverness West|Dochgarroch|Abriachan|Bunchrew
IV4:Kiltarlity|Struy|Cannich|Tomich
IV5:Kirkhill|Inchmore|Moniack|Cabrich
IV6:Marybank|Strathconon
IV7:Conon Bridge|Culbokie
IV12:Auldearn
IV13:Tomatin
IV16:Evanton
IV20:Fearn
IV27:Durness|Tongue|Scourie
IV41:Kyleakin
IV42:Breakish
IV45:Armadale
IV49:Broadford
IV54:Applecross
IV63:Drumnadrochit|Glenurquhart|Invermoriston
JE2:Saint Helier|Saint Clement|Saint Saviour
JE3:Saint Lawrence|Saint Ouen|Saint Mary|Saint John|Trinity|Saint Martin|Saint Peter|Saint Brelade|Grouville
KA1:Bonnyton|Grange|Bellfield|Caprington|Riccarton|Shortlees|Hurlford South
KA2:Knockentiber|Crosshouse|Dundonald
KA3:Altonhill|Knockinlaw|Longpark|Beansburn|Hillhead|Kilmaurs|Kirktoun|Onthank|Stewarton|Lugton|Dunlop|Fullwood|Kingsford|Southcraigs|Fenwick|Crookedholm|Hurlford|Whinpark|New Farm Loch
KA5:Tarbolton|Catrine|Sorn
KA6:Dalrymple|Hollybush|Patna|Dalmellington|Bellsbank|Waterside|Rankinston|Drongan
KA7:Belmont|Holmston|Forehill|Castlehill|Masonhill|Kincaidston|Doonfoot|Alloway
KA8:Dalmilling|Craigie|Woodfield|Wallacetown|Heathfield|Whitletts|Newton on Ayr|Lochside|Braehead
KA9:Monkton
KA10:Barassie|Muirhead|Loans
KA11:Girdle Toll|Stanecastle|Bourtreehill|Broomlands|Perceton|Sourlie|Doura|Roddinghill|Springside|Dreghorn
KA12:Fullarton|Irvine Centre|Stanecastle
KA14:Glengarnock|Longbar
KA15:Glengarnock|Longbar
KA16:Greenholm
KA18:Ochiltree|Auchinleck|Muirkirk|Smallburn|Lugar|Logan|New Cumnock
KA19:Crosshill|Straiton
KA20:Auchenharvie
KA22:Whitlees|Chapelhill
KA24:Drakemyre
KA26:Ballantrae|Colmonell|Barrhill|Old Dally|Dally|Turnberry
KA27:Holy Island
KA28:Millport
KA29:Glenside|Fairlie|Kelburn
KT1:Hampton Wick
KT2:Norbiton
KT5:Berrylands|Tolworth
KT6:Tolworth|Long Ditton
KT7:Weston Green
KT8:Hampton Court Palace|Bushy Park
KT9:Hook|Malden Rushett
KT10:Claygate|Hinchley Wood
KT12:Hersham
KT14:Byfleet
KT15:New Haw
KT16:Lyne
KT17:Stoneleigh|East Ewell
KT18:Headley|Langley Vale|Tattenham Corner
KT19:Horton|West Ewell|Stoneleigh
KT20:Burgh Heath
KT22:Oxshott|Fetcham
KT23:The Bookhams
KT24:West Horsley|East Horsley|Effingham
L3:Everton|Vauxhall
L4:Anfield|Kirkdale|Walton
L5:Anfield|Everton|Kirkdale|Vauxhall
L6:Anfield|Everton|Fairfield|Kensington|Tuebrook
L7:Edge Hill|Fairfield|Kensington
L8:Dingle|Toxteth
L9:Aintree|Fazakerley|Orrell Park|Walton
L10:Aintree Village|Fazakerley
L11:Clubmoor|Croxteth|Gillmoss|Norris Green
L12:Croxteth Park|West Derby
L13:Clubmoor|Old Swan|Stoneycroft|Tuebrook
L14:Broadgreen|Dovecot|Knotty Ash|Page Moss
L15:Wavertree
L16:Broadgreen|Bowring Park|Childwall
L17:Aigburth|St Michael's Hamlet|Sefton Park
L18:Allerton|Mossley Hill
L19:Aigburth|Garston|Grassendale
L20:Kirkdale|Orrell
L21:Ford|Litherland|Seaforth
L22:Waterloo
L23:Blundellsands|Brighton-Le-Sands|Crosby|Little Crosby|Thornton
L24:Hale|Speke
L25:Belle Vale|Gateacre|Hunts Cross|Woolton|Halewood
L26:Halewood
L27:Netherley
L28:Stockbridge Village
L29:Lunt|Sefton Village
L30:Netherton
L31:Maghull|Lydiate|Melling|Waddicar
L32:Kirkby
L33:Kirkby
L34:Knowsley Village
L35:Whiston|Rainhill
L36:Huyton|Roby|Tarbock
L37:Formby|Little Altcar|Great Altcar
L38:Ince Blundell|Hightown
L40:Burscough|Scarisbrick
L69:Liverpool University
L70:Speke
LA1:Aldcliffe|Bailrigg
LA2:Abbeystead|Aldcliffe|Aughton|Austwick|Bailrigg|Bay Horse|Caton|Clapham|Cockerham|Dolphinholme|Ellel|Farleton|Galgate|Glasson Dock|Halton|Hest Bank|High Bentham|Hornby|Quernmore|Tatham|Wharfe
LA3:Heysham|Middleton|Overton|Sunderland Point
LA4:Torrisholme
LA5:Arnside|Silverdale|Warton|Bolton-Le-Sands
LA6:Arkholme|Cantsfield|Casterton|Ingleton|Ireby|Kirkby Lonsdale|Masongill|Tunstall|Whittington
LA7:Beetham|Storth|Heversham
LA8:Sizergh|Grayrigg
LA9:Burneside|Sedgwick
LA10:Dent
LA11:Allithwaite
LA12:Backbarrow|Leece|Newby Bridge
LA14:Walney Island
LA19:Waberthwaite|Bootle
LA22:Hawkshead|Near Sawrey
LA23:Bowness-On-Windermere|Troutbeck
LD3:Talgarth
LE2:Oadby|Knighton|Highfields|Aylestone|Glen Parva
LE3:Braunstone|Glenfield|New Parks|Leicester Forest East|Westcotes
LE4:Birstall|Belgrave|Beaumont Leys|Thurmaston
LE5:Hamilton|Thurnby Lodge|Evington
LE6:Ratby|Groby|Newtown Linford
LE7:Scraptoft|Anstey|Billesdon|Gaddesby|Hungarton|Rearsby|Tilton on the Hill|Tugby|Cropston|Thurcaston|Rothley|Barkby|Syston
LE8:Great Glen|Fleckney|Kibworth|Peatling Magna|Countesthorpe
LE9:Stoney Stanton|Cosby|Huncote|Croft|Desford|Newbold Verdon|Kirkby Mallory|Earl Shilton|Barwell|Sapcote|Sutton in the Elms|Broughton Astley|Thurlaston
LE11:Charnwood
LE12:East Leake|West Leake|Sutton Bonington|Mountsorrel|Shepshed|Belton|Quorn|Sileby|Wymeswold
LE14:Brooksby|Harby|Hoby|Ragdale|Rotherby|Scalford|Somerby|Stonesby|Waltham on the Wolds|Wymondham
LE15:Empingham|Manton|Thistleton|Uppingham|Whissendine|Langham
LE16:East Langton|Hallaton|Medbourne|Braybrooke
LE17:Leire|Swinford|Bitteswell|Ullesthorpe
LE19:Narborough|Enderby
LE65:Boundary|Calke|Smisby|Willesley|Worthington
LL11:Coedpoeth|Llandegla|Minera|Bradley|Gwersyllt|Rhosrobin|Stansty|Brymbo|Bwlchgwyn|Cymau|Ffrith|Gwynfryn|Tanyfron|Brynteg
LL12:Caergwrle|Cefn-Y-Bedd|Cymau|Gresford|Hope|Llay|Marford|Rossett
LL13:Abenbury|Bowling Bank|Holt|Llan-Y-Pwll|Pentre Maelor|Ridley Wood|Bangor-On-Dee|Gyfelia|Marchwiel|Overton|Penley|Worthenbury
LL14:Rhosllanerchrugog|Cefn Mawr|Ponciau|Rhostyllen|Chirk|Ruabon
LL15:Bontuchel|Clawddnewydd|Clocaenog|Cyffylliog|Gellifor|Graigfechan|Llanbedr Dyffryn Clwyd|Llanelidan|Llanfair Dyffryn Clwyd|Pwllglas|Rhewl
LL16:Bodfari|Llandyrnog|Llanrhaeadr|Bylchau|Groes|Henllan|Llannefydd|Llansannan|Nantglyn|The Green|Trefnant
LL17:Allt Goch|Rhuallt|Tremeirchion|Waen
LL18:Bodelwyddan|Cwm Dyserth|Kinmel Bay|Dyserth|Gwaenysgor|Rhuddlan|Trelawnyd
LL19:Gronant
LL20:Froncysyllte|Garth|Glyn Ceiriog|Llanarmon Dyffryn Ceiriog|Llwynmawr|Pandy|Pontcysyllte|Pontfadog|Rhewl|Tregeiriog|Trevor|Eglwyseg|Llantysilio
LL21:Cynwyd|Glanrafon|Glasfryn|Llandrillo|Llangwm|Maerdy|Ty Nant|Betws Gwerfil Goch|Bryneglwys|Carrog|Cerrigydrudion|Clawdd Poncen|Derwen|Glyndyfrdwy|Gwyddelwern|Llanfihangel Glyn Myfyr|Llidiart-Y-Parc|Melin-Y-Wig
LL22:Betws Yn Rhos|Gwytherin|Llanddulas|Llanfairtalhaiarn|Llangernyw|Moelfre|Pandy Tudur|Rhyd-Y-Foel|Glascoed|St. George
LL23:Llandderfel|Llanfor|Llanuwchllyn|Sarnau
LL24:Capel Curig|Cwm Penmachno|Penmachno|Pentre Du|Pentrefoelas|Ysbyty Ifan
LL26:Capel Garmon|Llanddoged|Melin-Y-Coed|Maenan
LL28:Rhos on Sea|Eglwysbach|Glan Conwy|Mochdre|Tal-Y-Cafn
LL29:Llanelian|Llysfaen|Old Colwyn
LL30:Llanrhos|Penrhyn Bay
LL31:Deganwy|Glanwydden|Llangwstenin
LL32:Dolgarrog|Groesffordd|Henryd|Rowen|Tal-Y-Bont|Tyn-Y-Groes
LL33:Abergwyngregyn
LL34:Dwygyfylchi
LL35:Aberdovey
LL36:Abergynolwyn|Bryncrug|Llanegryn|Rhoslefain
LL38:Friog
LL40:Brithdir|Drws Y Nant|Ganllwyd|Llanelltyd|Llanfachreth|Rhydymain|Tabor
LL41:Talwaenydd|Ffestiniog|Gellilydan|Maentwrog|Manod|Trawsfynydd
LL42:Llanaber
LL46:Llanfair
LL47:Soar|Ynys
LL48:Llanfrothen|Minffordd
LL49:Borth-Y-Gest|Morfa Bychan|Penmorfa|Prenteg|Tremadog
LL52:Llanystumdwy|Pentrefelin|Rhoslan
LL53:Efailnewydd|Llannor|Abererch|Chwilog|Llithfaen|Nefyn|Pistyll|Plas Gwyn|Y Ffor|Abersoch|Bwlchtocyn|Llanbedrog|Mynytho|Penrhos|Rhydyclafdy|Aberdaron|Boduan|Botwnnog|Edern|Morfa Nefyn|Sarn|Tudweiliog
LL54:Clynnogfawr|Llanaelhaearn|Llandwrog|Pontllyfni|Saron|Trefor|Llanllyfni|Nantlle|Penygroes|Rhyd Ddu|Talysarn|Bontnewydd|Carmel|Dinas|Groeslon|Rhosgadfan|Rhostryfan
LL55:Bethel|Bontnewydd|Caeathro|Brynrefail|Clwt-Y-Bont|Deiniolen|Penisarwaun|Beddgelert|Ceunant|Cwm-Y-Glo|Llanberis|Llanrug|Nant Gwynant|Nant Peris|Waunfawr
LL57:Llanllechid|Rachub|Talybont|Bethesda|Glasinfryn|Llandygai|Mynydd Llandygai|Rhiwlas|Tregarth
LL58:Llanddona|Llanfaes|Llangoed|Penmon
LL59:Llandegfan|Llansadwrn
LL60:Llanddaniel|Llangaffo|Star
LL61:Brynsiencyn|Dwyran|Newborough
LL62:Bethel|Hermon|Llangristiolus|Malltraeth|Trefdraeth
LL63:Aberffraw|Llanfaelog
LL65:Trearddur Bay|Four Mile Bridge|Rhoscolyn|Bodedern|Bryngwran|Caergeiliog|Llanynghenedl|Trefor|Valley|Gwalchmai|Llanddeusant|Llanfachraeth|Llanfaethlu|Llanfairynghornwy|Llanrhyddlad|Rhydwyn
LL67:Tregele
LL68:Bull Bay|Carreglefn|Llanfechell|Rhosybol
LL74:Benllech
LL75:Red Wharf Bay|Rhoscefnhir
LL77:Bodffordd|Rhostrehwfa|Talwrn
LN1:Stow
LN2:Nettleham|Ermine & St Giles Estates
LN4:Branston|Canwick|Coningsby|Dunston|Heighington|Nocton|Washingborough|Timberland|Martin
LN5:Waddon
LN6:Doddington Park|Birchwood|North/South Hykeham
LN12:Sutton-On-Sea
LS2:Woodhouse
LS3:Woodhouse
LS4:Burley|Kirkstall|Kirkstall Valley
LS5:Hawksworth|Kirkstall
LS6:Beckett Park|Headingley|Hyde Park|Meanwood|Woodhouse
LS7:Chapel Allerton|Chapeltown|Little London|Meanwood|Potternewton|Scott Hall|Sheepscar
LS8:Fearnville|Gipton|Gledhow|Harehills|Oakwood|Roundhay
LS9:Burmantofts|Cross Green|East End Park|Gipton|Harehills|Osmondthorpe|Richmond Hill
LS10:Belle Isle|Hunslet|Middleton|Stourton
LS11:Beeston|Beeston Hill|Cottingley|Holbeck
LS12:Armley|Farnley|New Farnley|Wortley
LS13:Bramley|Rodley|Swinnow
LS14:Killingbeck|Seacroft|Scarcroft|Swarcliffe|Thorner|Whinmoor
LS15:Austhorpe|Barwick-In-Elmet|Colton|Cross Gates|Halton|Halton Moor|Scholes|Whitkirk
LS16:Adel|Bramhope|Cookridge|Eccup|Far Headingley|Holt Park|Ireland Wood|Lawnswood|Moor Grange|Tinshill|Weetwood|West Park
LS17:Alwoodley|Bardsey|East Keswick|Eccup|Harewood|Moor Allerton|Moortown|Shadwell|Weardley|Wike
LS18:Horsforth
LS19:Rawdon|Yeadon
LS20:Guiseley
LS21:Arthington|Pool
LS22:Collingham|Linton
LS23:Boston Spa|Bramham|Clifford|Thorp Arch|Walton
LS24:Saxton|Stutton|Ulleskelf|Church Fenton|Toulston
LS25:Aberford|Ferry Fryston|Garforth|Hillam|Kippax|Ledsham|Micklefield|Monk Fryston|Sherburn-In-Elmet
LS26:Great Preston|Methley|Mickletown|Oulton|Rothwell|Swillington|Woodlesford
LS27:Churwell|Gildersome|Morley
LS28:Calverley|Farsley|Stanningley
LS29:Addingham|Ben Rhydding|Burley in Wharfedale|Menston
LS98:First Direct
LU1:Aley Green|Caddington|Lower Woodside|Pepperstock|Skimpot|Slip End|Woodside
LU2:Chiltern Green|Cockernhoe|East Hyde|Lawrence End|Lilley|New Mill End|Peters Green|Tea Green|The Hyde|Wandon End|Wandon Green|Winch Hill
LU3:Lower Sundon|Streatley|Sundon
LU4:Chalton|Leagrave
LU5:Bidwell|Chalgrave|Fancott|Harlington|Houghton Regis|Thorn|Toddington
LU6:Eaton Bray|Edlesborough|Holywell|Kensworth|Northall|Sewell|Studham|Totternhoe|Whipsnade
LU7:Bragenham|Briggington|Burcott|Cheddington|Chelmscote|Clipstone|Crafton|Cublington|Eggington|Great Billington|Grove|Heath and Reach|Hockliffe|Horton|Hollingdon|Ivinghoe|Ivinghoe Aston|Ledburn|Leedon|Little Billington|Mentmore|Pitstone|Slapton|Soulbury|Stanbridge|Stewkley|Stockgrove|Tebworth|Tilsworth|Wing|Wingfield
M1:Piccadilly|Northern Quarter
M2:Deansgate
M3:Blackfriars|Trinity
M4:Ancoats|Northern Quarter|Strangeways
M5:Ordsall|Seedley|Weaste|University
M6:Claremont|Irlams O' Th' Height|Charlestown|Whitlane
M7:Higher Broughton|Cheetwood|Lower Broughton|Kersal
M8:Crumpsall|Cheetham Hill
M9:Harpurhey|Blackley
M11:Clayton|Openshaw|Beswick
M12:Ardwick|Longsight|Chorlton-On-Medlock
M13:Ardwick|Longsight|Chorlton-On-Medlock
M14:Fallowfield|Moss Side|Ladybarn|Rusholme
M15:Hulme|Manchester Science Park
M16:Firswood|Old Trafford|Whalley Range
M17:Trafford Park|The Trafford Centre
M18:Abbey Hey|Gorton
M19:Levenshulme|Burnage
M20:Didsbury|Withington
M21:Chorlton-Cum-Hardy|Firswood
M22:Wythenshawe|Northenden|Sharston Industrial Area
M23:Baguley|Roundthorn Industrial Estate
M24:Middleton|Alkrington
M25:Prestwich
M26:Radcliffe|Stoneclough
M27:Swinton|Clifton|Pendlebury|Wardley|Agecroft
M28:Worsley|Walkden|Boothstown|Mosley Common|Wardley Industrial Estate
M29:Tyldesley|Astley
M30:Eccles
M31:Carrington|Partington
M32:Stretford
M33:Brooklands
M34:Denton|Audenshaw
M35:Failsworth|Castle Industrial Estate
M38:Little Hulton
M40:Collyhurst|Miles Platting|Moston|New Moston|Newton Heath
M41:Urmston
M43:Droylsden
M44:Irlam|Cadishead
M45:Whitefield
M46:Atherton
M50:Salford Quays
M60:Large User and Po Box
M90:Manchester Airport
M99:Manchester X|Jd Williams
ME1:Burham|Wouldham
ME2:Strood|Halling|Cuxton|Frindsbury
ME5:Walderslade|Blue Bell Hill|Luton
ME8:Rainham
ME11:Rushenden
ME12:Isle of Sheppey
ME14:Bearsted|Grove Green
ME15:Bearsted|Downswood|Shepway|Senacre|Maidstone Town Centre|Loose|Mangravet|Parkwood
ME16:Barming|West Maidstone
ME17:Hollingbourne|Hucking|Harrietsham|Lenham|Boughton Monchelsea|Linton|Coxheath|Chart Sutton|Sutton Valence
MK1:Denbigh|Mount Farm
MK2:Brickfields|Central Bletchley|Fenny Stratford|Water Eaton
MK3:Church Green|Far Bletchley|Old Bletchley|West Bletchley
MK4:Emerson Valley|Furzton|Kingsmead|Shenley Brook End|Snelshall West|Tattenhoe|Tattenhoe Park|Westcroft|Whaddon|Woodhill
MK5:Crownhill|Elfield Park|Grange Farm|Oakhill|Knowlhill|Loughton|Medbourne|Shenley Brook End|Shenley Church End|Shenley Lodge|Shenley Wood
MK6:Ashland|Beanhill|Bleak Hall|Coffee Hall|Eaglestone|Fishermead|Great Woolstone|Leadenhall|Little Woolstone|Middleton/Milton Keynes Village|Netherfield|Oldbrook|Peartree Bridge|Redmoor|Springfield|Tinkers Bridge|Woughton on the Green|Woughton Park|Simpson|Winterhill
MK7:Caldecotte|Kents Hill|Tilbrook|Walton|Walton Hall|Wavendon
MK8:Crownhill|Grange Farm|Great Holm|Hazeley|Loughton|Loughton Lodge|Two Mile Ash|Wymbush
MK9:Central Milton Keynes|Campbell Park
MK10:Brinklow|Broughton|Kingston|Middleton|Monkston|Oakgrove
MK11:Fullers Slade|Galley Hill|Kiln Farm|Stony Stratford
MK12:Greenleys|Hodge Lea|Old Wolverton|Stacey Bushes|Wolverton|Wolverton Mill
MK13:Bancroft/Bancroft Park|Bluebridge|Bradwell and Bradwell Abbey|Bradwell Common|New Bradwell|Heelands|Stonebridge
MK14:Blakelands|Conniburrow|Downs Barn|Giffard Park|Great Linford|Linford Wood|Stantonbury|Neath Hill
MK15:Bolbeck Park|Downhead Park|Fox Milne|Newlands|Pennyland|Pineham|Northfield|Tongwell|Willen Park|Willen|Willen Lake
MK16:Astwood|Broughton|Chicheley|Filgrave|Gayhurst|Hardmead|Lathbury|Little Crawley|Moulsoe|North Crawley|Sherington|Stoke Goldington|Tyringham
MK17:Aspley Guise|Battlesden|Bow Brickhill|Drayton Parslow|Eversholt|Great Brickhill|Great Horwood|Hulcote|Little Brickhill|Little Horwood|Milton Bryan|Mursley|Nash|Newton Longville|Potsgrove|Salford|Stoke Hammond|Swanbourne|Thornton|Tingrith|Wavendon|Whaddon|Woburn|Woburn Sands.
MK18:Addington|Adstock|Akeley|Barton Hartshorn|Botolph Claydon|Calvert|Chackmore|Chetwode|Dadford|Dunton|East Claydon|Finmere|Foscott|Gawcott|Granborough|Hillesden|Hoggeston|Leckhamstead|Lillingstone Dayrell|Lillingstone Lovell|Maids Moreton|Middle Claydon|Newton Purcell|Oxfordshire|North Marston|Padbury|Shalstone|Steeple Claydon|Tingewick|Thornborough|Water Stratford|Winslow
MK19:Beachampton|Calverton|Castlethorpe Cosgrove|Deanshanger|Hanslope|Haversham|Little Linford|Old Stratford|Passenham|Upper Weald|Wicken
MK40:Biddenham|Castle|De Parys|Great Denham|Harpur|Queens Park
MK41:Brickhill|Clapham|De Parys|Goldington|Harpur|Newnham|Putnoe|Renhold|Salph End
MK42:Cauldwell|Elstow|Harrowden|Kempston|Kingsbrook|Shortstown|Wixams
MK43:Bourne End|Brogborough|Box End|Bromham|Cranfield|Carlton|Felmersham|Harrold|Husborne Crawley|Keeley Green|Kempston Rural|Lidlington|Lower Shelton|Marston Moretaine|Newton Blossomville Oakley|Odell|Pavenham|Radwell|Ridgmont|Stagsden|Stevington|Stewartby|Turvey|Upper Shelton|West End|Wood End|Wootton|Wootton Green
MK44:Begwary|Bletsoe|Blunham|Bolnhurst|Cardington|Chawston|Colesden|Colmworth|Cople|Duck's Cross|Great Barford|Keysoe|Keysoe Row|Kingsbrook|Knotting|Knotting Green|Little Staughton|Melchbourne|Milton Ernest|Mogerhanger|Newton Bromswold|Pertenhall|Ravensden|Riseley|Roxton|Sharnbrook|Souldrop|Swineshead|Thurleigh|Top End|Wilden|Willington|Wyboston|Yielden
MK45:Ampthill|Barton-Le-Clay|Clophill|Cotton End|Flitton|Flitwick|Gravenhurst|Greenfield|Haynes|Haynes Church End|Herring's Green|Houghton Conquest|How End|Kempston Hardwick|Maulden|Millbrook|Pulloxhill|Sharpenhoe|Silsoe|Steppingley|Westoning|Wilstead
MK46:Clifton Reynes|Cold Brayfield|Emberton|Lavendon|Ravenstone|Warrington|Weston Underwood
MK77:Morgan Stanley Processing Centre
ML1:Carfin|Cleland|Hareshaw|Holytown|New Stevenston|Newarthill|Newhouse
ML2:Bonkle|Bogside|Garrion Bridge|Morningside|Overtown|Waterloo
ML3:Ferniegair|Limekilnburn|Quarter
ML4:Orbiston|Mossend
ML5:Annathill|Glenboig
ML6:Calderbank|Caldercruix|Chapelhall|Forrestfield|Gartness|Glenmavis|Greengairs|Plains|Riggend|Stand|Wattston
ML7:Allanton|Eastfield|Harthill|Hartwood|Salsburgh
ML8:Law
ML9:Netherburn|Stonehouse|Ashgill
ML10:Caldermill|Chapelton|Drumclog|Glassford|Sandford|Gilmourton|West Dykes Farm
ML11:Lesmahagow|Blackwood|Carluke|Kirkmuirhill
ML12:Broughton|Symington|Wanlockhead
N1:Barnsbury|Canonbury|Kings Cross|Islington|Pentonville|De Beauvoir Town|Hoxton
N1C:Kings Cross
N2:East Finchley|Fortis Green|Hampstead Garden Suburb
N3:Finchley|Church End|Finchley Central
N4:Finsbury Park|Manor House|Harringay|Stroud Green
N5:Highbury|Highbury Fields
N6:Highgate|Hampstead Heath
N7:Holloway|Barnsbury|Islington|Tufnell Park
N8:Hornsey|Crouch End|Harringay
N9:Lower Edmonton|Edmonton
N10:Muswell Hill
N11:New Southgate|Friern Barnet|Bounds Green|Arnos Grove
N12:North Finchley|Woodside Park
N13:Palmers Green
N14:Southgate|Oakwood|Arnos Grove
N15:West Green|Seven Sisters|Duckett's Green
N16:Stoke Newington|Stamford Hill|Shacklewell|Dalston|Newington Green
N17:Tottenham|South Tottenham
N18:Upper Edmonton|Edmonton
N19:Upper Holloway|Archway|Tufnell Park|Hornsey
N20:Whetstone|Totteridge|Oakleigh Park
N21:Winchmore Hill|Bush Hill|Grange Park
N22:Wood Green|Bounds Green|Bowes Park
NE2:Jesmond|Spital Tongues
NE3:Gosforth|Fawdon|Kingston Park
NE4:Fenham|West Gate|Wingrove
NE5:Westerhope|Newcastle West
NE6:Walker|Byker|Heaton
NE7:High Heaton|Benton
NE8:Bensham
NE9:Low Fell|Springwell
NE10:Felling|Pelaw
NE11:Dunston|Metro Centre|Team Valley|Kibblesworth
NE12:Killingworth
NE13:Airport|Wideopen|Dinnington
NE15:Lemington|Throckley|Newburn
NE16:Whickham|Sunniside|Burnopfield
NE17:Chopwell|Western Chopwell Wood
NE18:Stamfordham
NE19:Otterburn|Catcleugh
NE20:Ponteland
NE21:Blaydon|Winlaton
NE22:Hartford Bridge
NE24:Newsham
NE25:Monkseaton|New Hartley|Holywell|Seaton Delaval
NE26:Seaton Sluice
NE27:Shiremoor|West Allotment|Backworth|Holystone|Murton Village
NE28:Battle Hill|Willington|North Tyne Tunnel
NE29:Royal Quays|Billy Mill|New York
NE30:Marden|Tynemouth|Cullercoats
NE32:Fellgate|South Tyne Tunnel
NE33:South Shields Town Centre|Deans|High Shields
NE34:Harton|Horsley Hill|Marsden|Simonside|Brockley Whins
NE36:East & West Boldon
NE37:Usworth|Sulgrave|Albany
NE38:Washington Town Centre|Oxclose|Fatfield
NE39:High Spen|Hamsterley Mill|Eastern Chopwell Wood
NE40:Crawcrook|Greenside
NE42:West Wylam|Ovingham|Ovington
NE43:Painshawfield|Newton
NE44:Broomhaugh
NE45:Dilston|Aydon|Halton
NE46:Anick|Oakwood|Acomb
NE47:Allendale Town|Allenheads|Haydon Bridge|Bardon Mill
NE48:Bellingham|Kielder|Wark
NE49:Melkridge
NE61:Tranwell|Clifton Hepscott
NE62:Scotland Gate|Guidepost|Stakeford|West Sleekburn|Bomarsund
NE65:Rothbury|Longhorsley|Felton|Amble
NE66:Alnmouth|Embleton|Powburn
NE67:Benthall
NE68:North Sunderland
NG2:Sneinton|The Meadows|West Bridgford
NG3:Carlton|St Ann's|Mapperley
NG4:Carlton|Gedling Village|Netherfield
NG5:Sherwood|Arnold|Bestwood|Carrington|Top Valley|Rise Park
NG6:Bestwood Village|Bulwell|Old Basford
NG7:New Basford|Forest Fields|Hyson Green|Radford|Lenton
NG8:Aspley|Wollaton|Whitemoor|Bilborough
NG9:Beeston|Stapleford|Lenton Abbey|Chilwell|Trowell
NG10:Long Eaton|Sawley|Sandiacre
NG11:Clifton|Ruddington|Gotham
NG12:Cotgrave|Radcliffe on Trent|Keyworth
NG13:Bingham|Whatton|Bottesford|Aslockton
NG14:Calverton|Lowdham
NG15:Hucknall|Ravenshead|Newstead
NG16:Kimberley|Eastwood|Nuthall|Langley Mill|Pinxton|Selston|Awsworth|Ironville|Jacksdale|Underwood|Brinsley|Watnall
NG17:Kirkby-In-Ashfield|Stanton Hill|Skegby
NG19:Mansfield Woodhouse
NG20:Shirebrook|Market Warsop
NG21:Rainworth|Edwinstowe|Clipstone
NG22:Newark-On-Trent
NG23:Newark-On-Trent
NG24:Newark-On-Trent
NG32:Croxton Kerrial|Sedgebrook
NG33:Castle Bytham|Corby Glen
NG70:Special Business Reply Service
NG80:Experian
NG90:Boots the Chemists
NN2:Kingsthorpe
NN3:Boothville|Moulton|Weston Favell
NN4:Brackmills|East Hunsbury|West Hunsbury|Great Houghton|Hardingstone|Wootton|Grange Park
NN5:Duston|New Duston
NN6:Brixworth|Cold Ashby|Earls Barton|Ecton|Guilsborough|Long Buckby Spratton|Sywell|West Haddon
NN7:Alderton|Blisworth|Bugbrooke|Castle Ashby|Cogenhoe|Dodford|Flore|Gayton|Grafton Regis|Hackleton|Harpole|Harlestone|Hartwell|Horton|Milton Malsor|Nether Heyford|Piddington|Preston Deanery|Quinton|Roade|Rothersthorpe|Stoke Bruerne|Weedon Bec|Yardley Gobion|Yardley Hastings
NN8:Wilby
NN9:Chelveston|Finedon|Great Harrowden|Irthlingborough|Little Harrowden|Raunds
NN10:Higham Ferrers|Wymington
NN11:Braunston|Greens Norton|Hinton|Moreton Pinkney|Welton
NN12:Abthorpe|Caswell|Greens Norton|Silverstone|Weston
NN13:Croughton|Farthinghoe|Hinton-In-The-Hedges
NN14:Broughton|Desborough|Geddington|Isham|Pytchley|Rothwell|Thorpe Malsor|Thrapston
NN15:Burton Latimer|Barton Seagrave
NN17:Bulwick
NN18:Great Oakley|Little Oakley
NN29:Bozeat|Great Doddington|Irchester|Podington|Wollaston
NP4:Blaenavon|Little Mill|Glascoed
NP10:Western Newport|Including Bassaleg|Duffryn|Rogerstone
NP11:North-Western Newport|Including: Abercarn|Crumlin|Cwmfelinfach|Risca|Ynysddu
NP12:Pontllanfraith|Wyllie
NP15:Raglan
NP16:Sedbury|Beachley
NP18:Eastern Newport|Including Caerleon|Langstone|Llanwern|Nash|Llandegveth Underwood
NP19:Eastern and East Central Newport|Beechwood|Maindee|St. Julians|Ringland
NP20:Western and West Central Newport|Pill|Maesglas|Crindau|Malpas|Bettws
NP22:Rhymney
NP23:Brynmawr
NP25:Redbrook|Welsh Newton
NP26:Magor|Newport
NR1:Thorpe Hamlet
NR2:Eaton
NR10:Pettywell|Reepham|Hevingham|Stratton Strawless
NR11:Alby with Thwaite|Aldborough|Aylmerton|Aylsham|Banningham|Blickling|East Beckham|Little Barningham|Hanworth|North Barningham|Roughton|Felbrigg|Gimingham|Ingworth|Matlask|Mundesley|Southrepps|Wickmere
NR12:Bacton|Brumstead|Coltishall|East Ruston|Hickling|Ingham|Lessingham|Sloley|Stalham|Tunstead|Wroxham
NR13:Acle|Brundall|Reedham|Rackheath|Salhouse
NR14:Loddon|Poringland|Trowse
NR15:Long Stratton
NR16:Larling
NR17:Little Ellingham|Great Ellingham
NR20:Bawdeswell|Bylaugh|Elsing|Foxley|Foulsham|Gressenhall|Guestwick|Whissonsett|Nethergate|North Elmham|Swanton Morley|Themelthorpe
NR21:Barsham|Binham|Fulmodeston|South Raynham|East Raynham|West Raynham|Hempton|Helhoughton|Hindringham|Gunthorpe|Tatterford|Toftrees
NR23:Quarles
NR24:Stody|Briningham|Brinton|Sharrington|Plumstead|Swanton Novers
NR25:Kelling|Baconsthorpe|Blakeney|Bodham|Cley Next the Sea|Edgfield|Hempstead|High Kelling|Hunworthlangham|Letheringsett|Glandford|Weybourne|West Beckham|Salthouse
NR26:Beeston Regis|West Runton|Upper Sheringham
NR27:East Runton|Frogshall|Trimingham|Northrepps|Overstrand
NR28:Antingham|Crostwight|Honing|Knapton|Paston|Ridlington
NR30:Caister-On-Sea
NR31:Gorleston|Bradwell
NR32:North Lowestoft
NR33:South Lowestoft
NR35:Topcroft|Flixton
NW1:Euston|Camden Town|Somers Town|Primrose Hill|Gospel Oak|Lisson Grove
NW1W:Euston
NW2:Cricklewood|Willesden|Neasden|Dollis Hill|Childs Hill
NW3:Hampstead|Chalk Farm|Primrose Hill|Swiss Cottage|Belsize Park|Gospel Oak|Frognal|Childs Hill
NW4:Brent Cross|Hendon
NW5:Kentish Town|Tufnell Park|Dartmouth Park|Gospel Oak
NW6:Kilburn|Brondesbury|West Hampstead|Queen's Park
NW7:Mill Hill|Arkley
NW8:St John's Wood|Primrose Hill|Lisson Grove
NW9:The Hyde|Colindale|Kingsbury|Queensbury|West Hendon
NW10:Willesden|Acton|Harlesden|Kensal Green|Neasden|Old Oak Common|Park Royal|Stonebridge|Brent Park
NW11:Golders Green|Hampstead Garden Suburb
OL1:Chadderton|Higginshaw
OL2:Heyside|Royton|Shaw
OL3:Delph|Denshaw|Diggle|Dobcross|Greenfield|Uppermill
OL4:Austerlands|Grasscroft|Grotton|Lees|Lydgate|Scouthead|Springhead|Waterhead
OL5:Mossley|Mossley Cross
OL8:Bardsley
OL9:Chadderton|Westwood
OL11:Ashworth|Castleton
OL12:Buckley|Facit|Great Howarth|Healy|Hurstead|Shawforth|Wardle|Whitworth
OL13:Britannia|Stacksteads
OL14:Cornholme|Eastwood|Walsden
OL15:Shore|Smithybridge|Summit
OL16:Burnedge|Firgrove|Hurstead|Milnrow|Smallbridge|Thornham
OX1:Central and South Oxford|Kennington
OX2:North and West Oxford|Botley|North Hinksey|Summertown|Wytham
OX3:North East Oxford|Headington|Marston|Elsfield
OX4:East Oxford|Cowley|Blackbird Leys|Sandford-On-Thames|Iffley
OX7:Charlbury|Chadlington
OX9:Postcombe|Towersey|North Weston
OX10:Berinsfield|Cholsey|Dorchester
OX11:Blewbury|Harwell
OX12:Grove
OX13:Longworth|Sunningwell|Frilford|Cothill|Appleton
OX14:Appleford-On-Thames|Burcot|Clifton Hampden|Culham|Drayton|Little Wittenham|Long Wittenham|Radley|Milton|Sutton Courtenay
OX15:Bloxham|Drayton|Wroxton|North Newington|South Newington|Swalcliffe|Sibford Gower|Sibford Ferris|Barford St Michael|Barford St John|Deddington|Hempton|Broughton|Hornton|Horley|Balscote|Shenington|Alkerton|Wigginton|Milton|Hook Norton|Milcombe|Shutford|Epwell|Tadmarton|Swerford|Bodicote|Brailes|Edge Hill|Ratley|Upton
OX17:Adderbury|Aynho|Arlescote|Chacombe|Charlton|Chipping Warden|Claydon|Cropredy|Culworth|Edgcote|Farnborough|Great Bourton|Hanwell|King's Sutton|Little Bourton|Lower Thorpe|Marston St Lawrence|Middleton Cheney|Mollington|Nethercote|Newbottle|Overthorpe|Shotteswell|Stuchbury|Sulgrave|Thenford|Thorpe Mandeville|Twyford|Wardington|Warkworth|Warmington|Williamscott
OX18:Alvescot|Asthall|Aston|Barrington|Black Bourton|Bradwell|Brize Norton|Chimney|Clanfield|Cote|Fulbrook|Grafton|Holwell|Lew|Little Clanfield|Radcot|Shilton|Signet|Swinbrook|Taynton|Upper Windrush|Upton|Weald|Westwell|Widford|Windrush
OX20:Bladon|Glympton|Kiddington|Woodleys|Wootton
OX25:Ambrosden|Arncott|Blackthorn|Caulcott|Duns Tew|Little Chesterton|Lower Heyford|Merton|Middle Aston|Middleton Stoney|North Aston|Piddington|Rousham|Somerton|Steeple Aston|Steeple Barton|Upper Heyford|Wendlebury|Weston-On-The-Green
OX26:Chesterton|Launton
OX27:Ardley|Bainton|Baynards Green|Bucknell|Caversfield|Charndon|Fewcott|Fringford|Fritwell|Godington|Hardwick|Hethe|Marsh Gibbon|Newton Morrell|Poundon|Souldern|Stoke Lyne|Stratton Audley|Tusmore
OX29:Barnard Gate|Brighthampton|Church Hanborough|Combe|Crawley|Curbridge|Ducklington|Eynsham|Freeland|Hailey|Hardwick|High Cogges|Long Hanborough|New Yatt|Newbridge|North Leigh|East End|Old Shifford|Shifford|Standlake|Stanton Harcourt|Stonesfield|Sutton|Yelford
OX33:Wheatley|Forest Hill|Holton|Horspath|Horton-Cum-Studley|Littleworth|Milton Common|Stanton St. John|Waterperry|Waterstock|Woodperry.
OX44:Chalgrove|Garsington|Toot Baldon
PA1:Paisley (Central|East and Northeast)|Ralston
PA3:Linwood
PA4:Inchinnan
PA5:Brookfield|Elderslie
PA6:Houston
PA9:Howwood
PA12:Newton of Belltrees
PA14:Langbank
PA22:Glendaruel
PA73:Ulva Ferry
PA80:Morvern
PE1:Eastfield|Eastgate|Dogsthorpe|Fengate|Newark|Parnwell
PE2:Alwalton|Fletton|The Ortons|Stanground|Woodston
PE3:Bretton|Longthorpe|Netherton|Westwood|Ravensthorpe
PE4:Gunthorpe|Paston|Walton|Werrington
PE5:Ailsworth|Castor|Sutton
PE6:Baston|The Deepings|Crowland|Upton|Langtoft
PE7:Coates|Hampton|Folksworth|Yaxley|Whittlesey
PE8:Oundle|Achurch|Apethorpe|Armston|Ashton|Barnwell|Blatherwycke|Cotterstock|Elton|Fotheringhay|Hemington|Kings Cliffe|Lower Benefield|Luddington|Nassington|Polebrook|Sibson|Southwick|Stibbington|Tansor|Thornhaugh|Thurning|Upper Benefield|Wadenhoe|Wansford|Warmington|Water Newton|Wigsthorpe|Wittering|Woodnewton|Yarwell
PE9:Ashton|Aunby|Bainton|Barholm|Barnack|Braceborough|Careby|Carlby|Collyweston|Duddington|Essendine|Easton-On-The-Hill|Great Casterton|Greatford|Ketton|Little Casterton|Newstead|Pickworth|Pilsgate|Ryhall|Southorpe|Tallington|Tickencote|Tinwell|Tixover|Uffington|Ufford|Wilsthorpe|Wothorpe
PE10:Bulby|Cawthorpe|Dowsby|Dunsby|Dyke|Edenham|Grimsthorpe|Haconby|Hanthorpe|Keisby|Kirkby Underwood|Lound|Manthorpe|Morton|Rippingale|Scottlethorpe|Stainfield|Thurlby|Toft|Twenty|Witham on the Hill
PE11:Deeping St. Nicholas|Donington|Gosberton|Hop Pole|Pinchbeck|Pode Hole|Quadring|Quadring Fen|Surfleet|Tongue End
PE12:Cowbit|Gedney|Holbeach|Fleet|Holbeach Drove|Long Sutton|Little Sutton|Moulton|Sutton Bridge|Weston|Weston Hills|Whaplode
PE13:Guyhirn|Murrow|Parson Drove|Tydd St. Giles|Wisbech St. Mary
PE14:Elm|Emneth|Emneth Hungate|Marshland St. James|Outwell|Terrington St. John|Upwell|Walpole Highway|Walsoken|Welney|Tipps End|West Walton
PE15:Benwick|Doddington|Manea|Wimblington
PE16:Swingbrow
PE19:Abbotsley|Buckden|Croxton|Diddington|Duloe|Eaton Ford|Eaton Socon|Eltisley|Eynesbury
PE20:Algarkirk|Amber Hill|Bicker|Brothertoft|Fosdyke|Frampton|Kirton|Sutterton|Swineshead|Wigtoft
PE21:Fishtoft|Wyberton
PE22:Benington|Butterwick|Carrington|Eastville|Freiston|Friskney|Frithville|Langrick|Leverton|Mareham-Le-Fen|Moorby|New Bolingbroke|Old Leake|Revesby|Stickney|Wrangle
PE23:Asgarby|Aswardby|Bag Enderby|Dalby|East Kirkby|Firsby|Halton Holegate|Harrington|Keal Cotes|Langton|Mavis Enderby|Monksthorpe|Partney|Sausthorpe|Somersby
PE24:Addlethorpe|Anderby|Anderby Creek|Ashington End|Bratoft|Burgh le Marsh|Chapel St Leonards|Croft|Hogsthorpe|Orby|Wainfleet
PE25:Croft|Ingoldmells|Roman Bank
PE26:Ramsey|Bury|Ramsey Mereside|Upwood
PE27:Holywell|Needingworth
PE28:Abbots Ripton|Alconbury|Alconbury Weston|Barham|Bluntisham|Brampton|Broughton|Buckworth|Bythorn|Catworth|Colne|Coppingford|Covington|Earith|Easton|Ellington|Fenstanton|Glatton|Grafham|Great Gidding|Great Stukeley|Hamerton|Hartford|Hemingford Abbots|Hemingford Grey|Hilton|Houghton|Keyston|Kimbolton|Kings Ripton|Leighton Bromswold|Little Gidding|Little Stukeley|Lower Dean|Molesworth|Old Hurst|Old Weston|Perry|Pidley|Sawtry|Somersham|Spaldwick|Stow Longa|Tilbrook|Upper Dean|Warboys|Wennington|Winwick|Wistow|Woodhurst|Woodwalton|Woolley|Wyton
PE29:Godmanchester|Hartford|Hinchingbrooke
PE30:North Wootton|South Wootton
PE31:Wolferton|Snettisham|Heacham|Brancaster|Burnham Thorpe
PE32:East Winch|Leziate|Middleton|Mileham|Narborough|East Lexham
PE33:Barton Bendish|Fincham
PE34:Clenchwarton|Islington|Stow Bardolph|Terrington St Clement|Tilney All Saints|Tilney St. Lawrence|Walpole Cross Keys|West Lynn|Wimbotsham
PE36:Holme|Ringstead|Sedgeford|Thornham
PE37:Beachamwell|Cockley Cley|Necton|North Pickenham|South Pickenham
PH3:Aberuthven
PH4:Blackford
PH11:Alyth
PH12:Meigle|Newtyle
PH13:Coupar Angus
PH20:Kinloch Laggan|Laggan
PH21:Insh|Kincraig
PH23:Bogroy
PH26:Advie|Cromdale|Dulnain Bridge
PH31:Murlaggan|Tulloch
PH32:Auchterawe
PH37:Polloch
PH38:Glenuig|Kinlochmoidart
PH40:Morar
PH41:Knoydart
PL1:Devonport|The Hoe|Millbridge|Stoke|Stonehouse
PL2:Beacon Park|Ford|Keyham|North Prospect|Pennycross|Home Park
PL3:Efford|Hartley|Laira|Mannamead|Milehouse|Peverell|Higher Compton
PL4:Barbican|Lipson|Mount Gould|Mutley|Prince Rock|St. Judes
PL5:Crownhill|Ernesettle|Honicknowle|Whitleigh|St. Budeaux|Tamerton Foliot
PL6:Derriford|Eggbuckland|Estover|Leigham|Roborough|Southway
PL7:Plympton|Sparkwell
PL8:Brixton|Newton Ferrers|Noss Mayo|Yealmpton
PL9:Plymstock|Heybrook Bay|Mount Batten|Wembury
PL10:Cawsand|Cremyll|Fort Picklecombe|Freathy|Kingsand|Millbrook
PL11:Antony|Crafthole|Downderry|Seaton|Sheviock|St John
PL12:Hatt|Landrake|St Germans|Tideford|Trerulefoot
PL13:Lansallos|Polperro
PL14:Dobwalls|Doublebois|Minions|St Cleer|St Ive|St Neot
PL15:Bolventor|Lezant|South Petherwin|Treneglos
PL16:Broadwoodwidger|Marystow
PL17:Ashton|Bray Shop|Kelly Bray|South Hill
PL18:Albaston
PL19:Bradstone|Mary Tavy|Morwellham|Peter Tavy|Whitchurch
PL20:Bellever|Crapstone|Horrabridge|Postbridge|Princetown|Two Bridges
PL21:Brownston|Cornwood|Ermington|Modbury|Ugborough
PL22:Boconnoc|Lanlivery|Lerryn|St Veep
PL23:Bodinnick|Golant|Polruan
PL24:Polkerris|St Blazey|Tywardreath
PL25:Carlyon Bay|Charlestown|Trewoon
PL26:Gorran Haven|Foxhole|Mevagissey|St Dennis|St Ewe|Sticker
PL27:Little Petherick|Polzeath|Rock|St Eval|St Minver|Trebetherick
PL28:Crugmeer|Porthcothan|St Merryn|Trevone|Treyarnon
PL29:Port Gaverne|Port Quin|St Endellion|Trelights
PL30:Blisland|Lanivet|Luxulyan|Nanstallon|St Kew|St Mabyn|Temple|Withiel
PL31:Dunmere
PL32:Davidstow|Lanteglos-By-Camelford|Otterham|Tresinney
PL33:Trebarwith|Westdowns
PL34:Bossiney|Trewarmett
PL35:Lesnewth|Trevalga
PO1:Fratton
PO2:Hilsea|North End
PO3:Hilsea
PO6:Cosham
PO7:Denmead|Purbrook
PO8:Clanfield|Cowplain|Horndean
PO12:Alverstoke|Hardway
PO14:Hill Head|Stubbington|Titchfield
PO15:Titchfield|Whiteley
PO16:Portchester
PO17:Wickham
PO31:Gurnard
PO32:Whippingham
PO35:Whitecliff Bay
PO39:Alum Bay
PR1:Avenham|Broadgate|Deepdale|Fishwick|St. Matthew's|Penwortham
PR2:Ashton on Ribble|Brookfield|Cadley|Fulwood|Grimsargh|Haighton|Ingol|Larches|Lea|Ribbleton|Riversway|Sharoe Green|Tanterton
PR3:Barnacre-With-Bonds|Barton|Bilsborrow|Bonds|Bowgreave|Broughton|Calder Vale|Chipping|Garstang|Goosnargh|Great Eccleston|Little Eccleston|Longridge|Myerscough|Oakenclough|Pilling|Ribchester|St Michael's on Wyre|Scorton|Whittingham
PR4:Becconsall|Catforth|Clifton|Cottam|Eaves|Elswick|Freckleton|Hesketh Bank|Hutton|Inskip|Kirkham|Longton|Much Hoole|New Longton|Newton|Tarleton|Thistleton|Walmer Bridge|Warton|Wesham|Woodplumpton|Wrea Green
PR5:Bamber Bridge|Coupe Green|Higher Walton|Hoghton|Lostock Hall|Riley Green|Samlesbury|Walton-Le-Dale|Walton Park|Walton Summit
PR6:Abbey Village|Adlington|Anderton|Anglezarke|Astley Village|Brindle|Brinscall|Clayton-Le-Woods|Cuerden|Heapey|Heath Charnock|Wheelton|White Coppice|Whittle-Le-Woods|Withnell
PR7:Adlington|Buckshaw Village|Charnock Richard|Coppull|Eccleston|Euxton|Heath Charnock|Heskin
PR8:Ainsdale|Birkdale|Blowick
PR9:Banks|Churchtown|Crossens|Marshside
PR25:Clayton-Le-Woods|Farington
PR26:Bretherton|Croston|Farington Moss|Moss Side|Ulnes Walton
RG2:Whitley
RG4:Caversham
RG5:Woodley
RG6:Earley
RG7:Aldermaston|Bradfield|Burghfield Common|Silchester|Mortimer|Theale
RG8:Goring|Streatley
RG9:Hambleden|Rotherfield Peppard|Turville|Turville Heath|Skirmett|Rockwell End|Mill End|Fawley|Fingest|Frieth|Greenlands|Nettlebed|Shiplake
RG10:Charvil|Hurst|Ruscombe|Twyford|Wargrave
RG12:Bullbrook|Wick Hill
RG18:Hampstead Norreys|Hermitage|Yattendon
RG20:Chieveley|Compton
RG21:Basingstoke Town Centre|Eastrop|Black Dam
RG22:South Ham|Brighton Hill|Kempshott|Buckskin
RG23:Winklebury|Rooksdown|Oakley
RG24:Popley|Chineham|Sherborne St John
RG25:Cliddesden|Dummer|Overton
RG26:Baughurst|Bramley|Brimpton Common|Pamber End|Pamber Heath
RG27:Sherfield-On-Loddon|Stratfield Turgis|Turgis Green
RG30:Tilehurst|Purley-On-Thames|Southcote
RG31:Calcot Row|Tilehurst
RG40:Finchampstead|Barkham
RG41:Winnersh|Woosehill|Emmbrook|Sindlesham
RG42:Binfield|Newell Green|Priestwood|Warfield|Winkfield Row
RG45:Ravenswood
RH1:Bletchingley|Nutfield|Merstham|South Nutfield
RH3:Brockham|Buckland|Strood Green
RH5:Capel|Westhumble|Mickleham|Ockley
RH6:Gatwick Airport
RH7:Dormansland
RH9:South Godstone
RH10:Copthorne|Crawley Down|Domewood|Furnace Green|Northgate|Maidenbower|Pound Hill|Rowfant|Southgate|Three Bridges|Tilgate
RH11:Bewbush|Broadfield|Gossops Green|Ifield|Langley Green|Lowfield Heath|Pease Pottage|Southgate West|West Green
RH12:Broadbridge Heath|Rusper|Rudgwick|Warnham
RH13:Barns Green|Cowfold|Mannings Heath|Partridge Green|Slinfold|Southwater|West Grinstead
RH14:Ifold|Kirdford|Loxwood|Plaistow|Wisborough Green
RH15:Ditchling Common
RH16:Lindfield
RH17:Ansty|Ardingly|Balcombe|Bolney|Chelwood Gate|Cuckfield|Danehill|Handcross|Hickstead|Horsted Keynes|Wivelsfield|Wivelsfield Green
RH19:Ashurst Wood|Dormans Park|Felbridge|Felcourt|Sharpthorne|West Hoathly
RH20:Ashington|Storrington|West Chiltington|West Chiltington Common
RM2:Gidea Park|Heath Park
RM3:Harold Wood|Harold Hill|Noak Hill
RM4:Havering-Atte-Bower|Abridge|Stapleford Abbotts|Noak Hill|Navestock|Stapleford Tawney|Stapleford Aerodrome
RM5:Collier Row
RM6:Chadwell Heath|Little Heath
RM7:Rush Green|Mawneys
RM8:Becontree Heath
RM9:Becontree
RM11:Emerson Park|Ardleigh Green
RM12:Elm Park
RM13:South Hornchurch|Wennington
RM14:Cranham|North Ockendon|Bulphan
RM15:Aveley
RM16:Chafford Hundred|Chadwell St Mary|North Stifford|Orsett
RM17:Badgers Dene
RM18:East Tilbury|West Tilbury
RM20:West Thurrock|South Stifford
S2:Arbourthorne|Heeley|Highfield|Manor|Norfolk Park|Wybourn|Park Hill
S3:Broomhall|Burngreave|Neepsend|Netherthorpe
S4:Grimesthorpe|Pitsmoor
S5:Firth Park|Shirecliffe|Shiregreen|Southey Green|Parson Cross|Longley|Fir Vale|Wadsley Bridge
S6:Bradfield|Hillsborough|Malin Bridge|Stannington|Upperthorpe|Walkley|Fox Hill
S7:Abbeydale|Nether Edge|Millhouses|Carter Knowle
S8:Batemoor|Beauchief|Greenhill|Jordanthorpe|Lowedges|Meersbrook|Norton|Norton Lees|Woodseats
S9:Attercliffe|Brightside|Darnall|Meadowhall|Tinsley|Wincobank
S10:Broomhill|Broomhall|Crookes|Crookesmoor|Fulwood|Ranmoor|Crosspool
S11:Ecclesall|Endcliffe Park|Greystones|Hunter's Bar|Millhouses|Sharrow Vale|Nether Edge
S12:Birley|Gleadless|Gleadless Townend|Hackenthorpe|Intake|Ridgeway
S13:Handsworth|Richmond|Woodhouse
S14:Gleadless Valley
S17:Dore|Totley|Bradway
S18:Coal Aston|Dronfield Woodhouse|Holmesfield|Unstone
S20:Westfield|Waterthope|Sothall|Owlthorpe|Beighton|Crystal Peaks|Halfway|Mosborough
S21:Eckington|Killamarsh|Renishaw|Spinkhill
S25:Anston|Dinnington|Laughton-En-Le-Morthen
S26:Aston|Aughton|Harthill|Kiveton Park|Swallownest|Todwick|Wales
S32:Calver|Eyam|Grindleford|Hathersage|Stoney Middleton
S33:Bamford|Bradwell|Castleton|Edale|Hope|Yorkshire Bridge
S35:Chapeltown|Ecclesfield|Grenoside|High Green|Oughtibridge|Thurgoland|Wharncliffe Side|Wortley
S36:Penistone|Thurlstone|Millhouse Green|Oxspring|Stocksbridge|Deepcar
S40:Central and West Chesterfield|Brampton
S41:Hasland|North Chesterfield|Old Whittington
S42:Holymoorside|Grassmoor|North Wingfield|Tupton|Wingerworth
S43:Barlborough|Clowne|Inkersall Green|Staveley
S44:Bolsover|Calow|Sutton-Cum-Duckmanton|Scarcliffe
S45:Ashover|Clay Cross|Pilsley
S49:Bulk Users
S60:Brinsworth|Catcliffe|Central Rotherham|Masbrough|Moorgate|Treeton|Whiston
S61:Greasbrough|Kimberworth|Rockingham|Thorpe Hesley
S62:Rawmarsh|Wentworth
S63:Bolton-On-Dearne|Goldthorpe|Thurnscoe|Wath-On-Dearne|West Melton
S64:Kilnhurst|Swinton
S65:Herringthorpe|Ravenfield|Thrybergh
S66:Bramley Hellaby|Maltby|Thurcroft|Wickersley|Braithwell
S70:Central Barnsley|Birdwell|Stairfoot|Worsborough
S71:Ardsley|Athersley|Monk Bretton|Royston
S72:Brierley|Cudworth|Grimethorpe|Shafton|South Hiendley
S73:Brampton|Darfield|Wombwell|Hemingfield
S74:Elsecar|Hoyland|Jump
S75:Barugh Green|Cawthorne|Darton|Dodworth|Gawber|Mapplewell|Pogmoor|Staincross|Wilthorpe
S80:Creswell|South Worksop|Whitwell
S81:Blyth|Carlton-In-Lindrick|Langold|North Worksop|Shireoaks|Woodsetts
S96:Bulk Users
S97:Bulk Users
S98:Bulk Users
SA1:Bonymaen|Copper Quarter|Crymlyn Burrows|Danygraig|Greenhill|Hafod|Jersey Marine|Landore|Maritime Quarter|Mayhill|Mount Pleasant|Pentrechwyth|Port Tennant|St. Thomas|Townhill|Waun Wen|Winch Wen|Winch Wen Industrial Estate
SA2:Brynmill|Cockett|Derwen Fawr|Dunvant|Fairwood|Glanmor|Hendrefoilan|Hendrefoilan Student Village|Ilston|Killay|Sketty|Sketty Park|Singleton Park|Tycoch|Uplands|Upper Killay
SA3:Bishopston|Blackpill|Caswell|Clyne|Langland|Mumbles|Oystermouth|Southgate|South Gower|West Cross
SA4:Blue Anchor|Gorseinon|Gowerton|Hendy|Loughor|North Gower|Penllergaer|Penclawdd|Pontarddulais|Three Crosses
SA5:Blaenymaes|Cwmdu|Cwmdu Industrial Estate|Felindre|Fforestfach|Gendros|Llangyfelach|Llewitha|Manselton|Penlan|Portmead|Tirdeunaw|Waunarlwydd
SA6:Clase|Cwmrhydyceirw|Clydach|Morriston|Plasmarl|Plasmarl Industrial Estate|Swansea Enterprise Park|Ynystawe|Ynysforgan
SA7:Birchgrove|Glais|Llansamlet|Swansea Enterprise Park|Talycoppa|Trallwn
SA8:Alltwen|Cwmtawe|Pontardawe|Rhos|Rhyd-Y-Fro|Trebanos|Ynysmeudwy
SA9:Abercraf|Cwmllynfell|Cwmtwrch|Lower Cwmtwrch|Rhiwfawr|Upper Cwmtwrch|Ystalyfera|Ystradgynlais
SA10:Aberdulais|Bryncoch|Cadoxton|Caewern|Coed Darcy|Crynant|Jersey Marine|Llandarcy|Neath Abbey|Onllwyn|Seven Sisters|Skewen
SA11:Blaengwrach|Briton Ferry|Cimla|Glynneath|Neath Town Centre|Resolven|Tonmawr|Tonna
SA12:Aberafan|Aberavon|Baglan|Cwmafan|Port Talbot Town Centre|Sandfields
SA13:Bryn|Cymmer|Margam|Taibach
SA14:Bynea|Dafen|Llanelli Town Centre
SA15:Felinfoel|Pontyates
SA16:Pembrey
SA17:Llansaint|Mynyddygarreg|Carway
SA18:Ammanford Town Centre|Betws|Gwaun-Cae-Gurwen|Lower Brynamman
SA31:Carmarthen Town Centre
SA32:Nantgaredig|Dryslwyn
SA33:Bancyfelin|Pendine|Blaenycoed
SA36:Hermon
SA43:New Quay
SA61:Haverfordwest Town Centre|Merlin's Bridge
SE1:Bankside|South Bank|Southwark|Bermondsey|Vauxhall
SE2:Abbey Wood|West Heath|Crossness|Thamesmead
SE3:Blackheath|Kidbrooke|Westcombe Park
SE4:Brockley|Crofton Park|Western Ladywell|Honor Oak
SE5:Camberwell|Denmark Hill|Southampton Way Estate|Peckham
SE6:Bellingham|Catford|Hither Green
SE7:Charlton
SE8:Deptford|Evelyn
SE9:Eltham|Mottingham|New Eltham|Falconwood|Chinbrook|Longlands|Kidbrooke
SE10:Greenwich|Maze Hill|Greenwich Peninsula
SE11:Kennington|Vauxhall
SE12:Lee|Grove Park|Chinbrook|Hither Green|Eltham|Horn Park|Blackheath
SE13:Lewisham|Hither Green|Ladywell
SE14:New Cross|New Cross Gate
SE15:Nunhead|Peckham
SE16:Rotherhithe|Bermondsey|Surrey Quays
SE17:Walworth|Newington
SE18:Plumstead|Woolwich
SE19:Upper Norwood|Crystal Palace|Crown Point|Norwood
SE20:Anerley|Crystal Palace|Penge|Beckenham
SE21:Dulwich|Dulwich Village|West Dulwich|Tulse Hill|Sydenham Hill
SE22:East Dulwich|Peckham Rye|Loughborough Junction|Herne Hill
SE23:Forest Hill|Honor Oak|Crofton Park
SE24:Herne Hill|Tulse Hill
SE25:South Norwood|Selhurst
SE26:Sydenham|Crystal Palace
SE27:West Norwood|Gipsy Hill|Norwood
SE28:Thamesmead
SG1:North Stevenage
SG2:South Stevenage|Walkern|Ardeley
SG3:Woolmer Green|Datchworth
SG4:Breachwood Green|Kimpton|King's Walden|Graveley|Little Wymondley|Great Wymondley
SG5:Apsley End|Higham Gobion|Offley|Little Offley|Pegsdon|Stotfold|Shillington|Pirton
SG6:Letchworth
SG9:Westmill
SG11:Albury|Braughing|Bury Green|Colliers End|Haultwick|High Cross|Little Hadham|Nasty|Patmore Heath|Puckeridge|Standon|Standon Green End
SG13:Newgate Street Village|Bayford|Brickendon
SG16:Henlow Camp|Lower Stondon|Upper Stondon
SG18:Budna|Hatch|Langford|Lower Caldecote|Northill|Upper Caldecote
SG19:Potton
SK3:Davenport|Edgeley|Adswood|Bridgehall
SK4:Four Heatons
SK5:Brinnington|Reddish
SK6:Bredbury|Romiley|Woodley|Marple
SK7:Bramhall|Hazel Grove|Woodford
SK8:Cheadle Hulme|Gatley|Heald Green
SK9:Handforth|Styal
SK10:Bollington|Pott Shrigley|Prestbury|Rainow
SK12:Disley|Poynton
SK13:Hadfield
SK14:Broadbottom|Gee Cross|Hollingworth|Mottram
SK15:Carrbrook|Heyrod|Matley|Millbrook
SK17:Tideswell|Hartington|Longnor|Chelmorton
SK22:Birch Vale|Hayfield|Little Hayfield|New Mills|Rowarth
SK23:Buxworth|Chapel-En-Le-Frith|Chinley|Combs|Furness Vale|Kettleshulme|Whaley Bridge
SL0:Iver Heath|Richings Park|Thorney
SL1:Burnham|Littleworth|Salt Hill|Upton|Cippenham
SL2:Farnham Common|Farnham Royal|Hedgerley|Stoke Poges
SL3:Colnbrook|Datchet|Fulmer|George Green|Horton|Langley|Poyle
SL4:Boveney|Clewer|Cranbourne|Dorney|Eton|Eton Wick|Fifield|Oakley Green|Old Windsor|Spital|Berkshire|Winkfield|Woodside
SL5:Burleigh|Cheapside|North Ascot|South Ascot|Sunningdale|Sunninghill
SL6:Bray|Bray Wick|Burchett's Green|Cookham|Cookham Dean|Cookham Rise|Furze Platt|Hitcham|Holyport|Hurley|Hurley Bottom|Littlewick Green|Pinkneys Green|Stud Green|Taplow|Touchen End|White Waltham|Woodlands Park
SL7:Bisham|Little Marlow|Lower Woodend|Buckinghamshire|Marlow Bottom|Medmenham
SL8:Well End|Buckinghamshire
SL9:Chalfont Common|Chalfont St Peter|Horn Hill
SM1:Rose Hill|The Wrythe|Carshalton|Benhilton|Erskine Village
SM2:Belmont|South Sutton|East Ewell
SM3:North Cheam
SM4:Morden Park|Lower Morden|St. Helier
SM5:Carshalton Beeches|Carshalton on the Hill|The Wrythe|Carshalton Village|Eastern St. Helier|Middleton Circle
SM6:Beddington|Hackbridge|Roundshaw|South Beddington
SN1:Swindon Centre
SN3:Stratton
SN4:Wroughton|Chiseldon|Wootton Bassett
SN5:West Swindon
SN6:Cricklade|Ashton Keynes|Highworth|Shrivenham|Watchfield
SN8:Burbage
SN26:Blunsdon
SO14:St. Mary's|Newtown|Nicholstown|Ocean Village|Chapel|Eastern Docks|Bevois Valley
SO15:Shirley|Freemantle|Banister Park|Millbrook
SO16:Bassett|Redbridge|Rownhams|Nursling|Chilworth
SO17:Highfield|Portswood|St Denys|Swaythling
SO18:Bitterne|Bitterne Park|Chartwell Green|Townhill Park|Southampton Airport
SO19:Sholing|Thornhill
SO21:Compton|Colden Common|Hursley|Micheldever|Owslebury|Shawford|South Wonston|Sutton Scotney|Sparsholt|Twyford
SO22:Badger Farm|Fulflood|Hursley|Littleton and Harestock|Olivers Battery|Pitt|St Cross|Stanmore|Weeke
SO23:Abbotts Barton|Bar End|Highcliffe|Hyde|St Cross|Winnall
SO24:New Alresford|Old Alresford|Cheriton|Tichborne
SO30:Botley|Hedge End|West End
SO31:Warsash|Hamble-Le-Rice|Locks Heath
SO32:Bishops Waltham|Corhampton|Droxford|Durley|Exton|Meonstoke|Shedfield|Soberton|Swanmore|Upham|Warnford|Wickham
SO40:Totton|Cadnam|Marchwood
SO41:Milford-On-Sea|Pennington|Boldre|Hordle|Sway
SO42:Beaulieu
SO45:Hythe|Fawley|Blackfield|Calshot|Hardley
SO50:Eastleigh Town Centre
SO51:Ampfield|Lockerley|Mottisfont|Wellow
SO52:North Baddesley
SO53:Chandler's Ford
SP11:Ludgershall|Weyhill|Thruxton|Upper Clatford|Longparish|Enham Alamein|St Mary Bourne|Hurstbourne Tarrant
SR1:East End|Hendon
SR2:Ashbrooke|Ryhope|Grangetown|Hendon|Hillview|Thornhill
SR3:Chapelgarth|Doxford Park|Farringdon|Elstob Farm|Gilley Law|Hall Farm|Herrington|Humbledon Hill|Mill Hill|Plains Farm|Ryhope|Silksworth|Springwell|Tunstall
SR4:Ayres Quay|Barnes|Deptford|Ford Estate|Grindon|Hastings Hill|Hylton Lane Estate|High Barnes|Millfield|Pallion|Pennywell|South Hylton
SR5:Carley Hill|Castletown|Downhill|Fulwell|Hylton Castle|Hylton Red House|Marley Pots|Monkwearmouth|Sheepfolds|Southwick|Town End Farm|Witherwack
SR6:Cleadon|Fulwell|Monkwearmouth|North Haven|Roker|St Peter's Riverside|Seaburn|Seaburn Dene|South Bents|Whitburn
SR7:Cold Hesledon|Dalton-Le-Dale|Dawdon|Deneside|Greenhill|Murton|Northlea|Parkside|West Lea
SR8:Easington|Easington Colliery|Horden|Little Thorpe|Shotton|Shotton Colliery
SR9:Post Office Boxes
SS0:Southend-On-Sea
SS1:Thorpe Bay
SS2:Prittlewell
SS3:Shoeburyness
SS7:Hadleigh|South Benfleet|Thundersley
SS9:Eastwood
SS15:Laindon
SS16:Langdon Hills
SS17:Corringham
ST1:Hanley|Cobridge|Sneyd Green
ST2:Bentilee|Abbey Hulton|Bucknall
ST3:Longton|Meir|Blurton|Weston Coyney
ST4:Stoke|Fenton
ST5:Newcastle-Under-Lyme
ST6:Tunstall|Burslem|Smallthorne|Brown Edge
ST7:Kidsgrove|Talke|Talke Pits|Alsager|Mow Cop
ST8:Biddulph
ST9:Werrington|Endon
ST10:Cheadle|Church Leigh|Tean
ST11:Cheddleton|Blythe Bridge
ST12:Barlaston
ST14:Stramshall
ST19:Penkridge
ST20:Woodseaves
ST21:Eccleshall|Rodbaston
SW1A:Whitehall|Buckingham Palace
SW1E:Buckingham Gate|Victoria Station
SW1H:Buckingham Gate|Victoria St|Birdcage Walk
SW1P:Victoria Station|The Houses of Parliament|Vauxhall Bridge|Pimlico
SW1V:Vauxhall Bridge|Chelsea Bridge|Victoria Station|Pimlico
SW1W:Belgravia
SW1X:Belgravia|Knightsbridge
SW1Y:St. James's
SW2:Brixton|Brixton Hill|Streatham Hill|Tulse Hill|Clapham Park|Balham
SW3:Chelsea|Brompton|Knightsbridge
SW4:Clapham|Stockwell
SW5:Earl's Court
SW6:Fulham|Parson's Green
SW7:South Kensington|Knightsbridge
SW8:South Lambeth|Vauxhall|Battersea|Clapham|Stockwell
SW9:Stockwell|Brixton|Clapham
SW10:West Brompton|Chelsea
SW11:Battersea|Clapham Junction
SW12:Balham|Clapham South|Hyde Farm
SW13:Barnes|Castelnau
SW14:Mortlake|East Sheen
SW15:Putney|Roehampton University
SW16:Streatham|Norbury|Thornton Heath|Streatham Park|Furzedown|Streatham Vale|Pollards Hill
SW17:Tooting|Mitcham
SW18:Wandsworth|Southfields|Earlsfield
SW19:Wimbledon|Colliers Wood|Southfields
SW20:Merton Park|Raynes Park
SY1:Shrewsbury Town Centre|North Shrewsbury
SY2:East Shrewsbury
SY3:South Shrewsbury|West Shrewsbury|Bayston Hill
SY4:Shawbury|Wem|Atcham|Ruyton-Xi-Towns
SY5:Dorrington|Donnington|Pontesbury|Westbury
SY6:Cardington
SY7:Clun Valley
SY24:Pen-Y-Garn|Rhydypennau|Llandre
TA3:North Curry
TA4:Bicknoller|Bishops Lydeard|Crowcombe|West Bagborough|Williton
TA5:Cannington|Nether Stowey|Over Stowey|Spaxton|Fiddington
TA6:North Petherton|Wembdon
TA7:Puriton|Polden Hills|Westonzoyland|Middlezoy|Shapwick|Catcott|Ashcott|Chedzoy
TA8:Berrow|Brean
TA9:West Huntspill|Brent Knoll
TD1:Blainslie|Clovenfords|Fountainhall|Stow|Tweedbank
TD2:Oxton
TD8:Ancrum|Camptown|Crailing|Jed Valley|Nisbet|Oxnam
TD9:Bedrule|Bonchester Bridge|Chesters|Denholm|Kershopefoot|Newmill-On-Teviot|Roberton|Wilton Dean
TD10:Greenlaw
TF1:Wellington
TF2:Priorslee
TF3:Randlay|Hollinswood
TF4:Dawley
TF6:Wrockwardine
TF7:Madeley|Sutton Hill
TN1:Royal Tunbridge Wells
TN2:Royal Tunbridge Wells|Pembury
TN3:Langton Green
TN4:Rusthall
TN5:Ticehurst|Tidebrook|Stonegate
TN6:Black Hill|Boars Head|Burnt Oak|Castle Hill|Friars Gate|Mark Cross|Rotherfield|St Johns|Stone Cross|Town Row
TN11:Penshurst
TN12:Paddock Wood|Staplehurst
TN13:Riverhead
TN14:Cudham
TN15:Ightham|Wrotham
TN16:Biggin Hill|Tatsfield
TN17:Goudhurst|Benenden|Frittenden
TN18:Hawkhurst|Sandhurst
TN25:Challock|Wye|Stowting
TN26:Bethersden|Woodchurch|Shadoxhurst
TN27:Headcorn|Biddenden
TN28:Greatstone-On-Sea|Littlestone-On-Sea
TN29:Lydd
TN34:Hastings Town Centre
TN35:Pett|Guestling|Westfield
TN36:Icklesham
TN37:St Leonards
TN38:St Leonards|Silverhill|Wishing Tree|North Hastings|Bulverhythe
TN39:Cooden
TQ1:St Marychurch
TQ2:Torquay (West|North)
TQ3:Preston
TQ4:Goodrington
TQ12:Kingsteignton
TQ13:Ashburton|Bovey Tracey|Chudleigh|Moretonhampstead|Widecombe in the Moor
TR2:Gerrans
TR4:Goonhavern|Trispen
TR5:Mithian
TR6:Bolingey|Perrancoombe
TR8:Mitchell
TR11:Flushing|Mylor Bridge|Constantine|Mawnan Smith
TR16:Lanner|Carharrack|St Day
TR19:St Buryan
TR21:St Mary's
TR22:St Agnes
TR23:Bryher
TR24:Tresco
TR25:St Martin's
TS1:Middlesborough Town Centre|Gresham|University|Abingdon
TS2:Middlehaven|Port Clarence
TS3:Brambles Farm|Thorntree|Park End|North Ormesby|Berwick Hills
TS4:Grove Hill|Longlands
TS5:Acklam|Linthorpe
TS6:Eston|Grangetown|Normanby|Teesville|South Bank
TS7:Marton|Nunthorpe|Ormesby
TS8:Coulby Newham|Marton|Hemlington|Stainton|Thornton|Maltby
TS9:Great Ayton|Stokesley
TS11:Marske-By-The-Sea|New Marske
TS12:Skelton-In-Cleveland
TS15:Kirklevington
TS16:Eaglescliffe|Egglescliffe|Aislaby
TS17:Thornaby|Ingleby Barwick|Stainton
TS18:Hartburn|Preston-On-Tees|Grangefield|Oxbridge|Portrack
TS19:Newtown|Fairfield|Hardwick|Roseworth|Bishopsgarth|Elm Tree Farm
TS20:Norton|Mount Pleasant
TS21:Stillington|Bishopton|Redmarshall|Thorpe Thewles|Carlton|Sedgefield|Long Newton
TS22:Wolviston
TS25:Seaton Carew|Fens Estate|Owton Manor
TS27:Blackhall Rocks|Blackhall Colliery|Castle Eden|Hesleden|High Hesleden|Hutton Henry
TS28:Station Town
TW1:St. Margarets|Strawberry Hill
TW2:Whitton|Strawberry Hill
TW3:Maswell Park|Lampton
TW4:Hounslow West|Hounslow Heath|Whitton
TW5:Heston
TW6:Heathrow
TW7:Osterley
TW9:North Sheen|Kew
TW10:Ham|Petersham
TW13:Hanworth
TW14:Hatton
TW18:Staines|Egham Hythe
TW19:Stanwell|Wraysbury
TW20:Englefield Green
UB3:Harlington
UB4:Yeading
UB6:Perivale
UB7:Harmondsworth|Sipson|Yiewsley|Longford
UB8:Cowley|Hillingdon
UB9:Denham|Harefield
UB10:Hillingdon|Ickenham
UB11:Stockley Park
W1D:Soho|Chinatown
W1F:Soho
W1H:Marylebone
W1J:Mayfair|Piccadilly|Royal Academy
W1K:Mayfair
W1S:Savile Row
W1T:Fitzrovia
W1U:Marylebone
W1W:Fitzrovia
W2:Paddington|Bayswater|Hyde Park|Westbourne Green|Little Venice|Notting Hill
W3:Acton|East Acton|Park Royal|West Acton
W4:Chiswick|Gunnersbury|Turnham Green|Bedford Park
W5:Ealing|Park Royal
W6:Hammersmith|Ravenscourt Park
W7:Hanwell|Boston Manor
W8:Kensington|Holland Park
W9:Maida Vale|Little Venice
W10:North Kensington|Queens Park
W11:Notting Hill|Holland Park
W12:Shepherds Bush|White City
W13:West Ealing|Northfields
W14:West Kensington|Kensington Olympia|Holland Park
WA1:Town Centre|Woolston|Paddington|Bruche
WA2:Orford|Longford|Dallam|Padgate|Fearnhead
WA3:Lowton|Golborne|Birchwood|Rixton|Glazebrook|Culcheth
WA4:Latchford|Stockton Heath|Appleton|Grappenhall|Daresbury|Moore|Walton
WA5:Burtonwood|Westbrook|Penketh|Great Sankey|White Cross.
WA6:Helsby
WA8:Cronton
WA9:Clock Face|Sutton|Thatto Heath
WA10:Eccleston|West Park
WA11:Crank|Haydock|Moss Bank|Rainford
WA12:Earlestown
WA13:Statham|Warburton
WA14:Bowdon|Broadheath|Dunham Town|Timperley|Dunham Massey|Little Bollington
WA15:Ashley|Hale|Hale Barns|Timperley|Ringway
WC1B:Bloomsbury|British Museum
WC1E:University College London
WC1H:St Pancras
WC1N:Great Ormond Street Hospital
WC1R:Gray's Inn
WC1V:High Holborn
WC1X:Kings Cross|Finsbury
WC2A:Lincoln's Inn Fields|Royal Courts of Justice
WC2B:Aldwych
WC2E:Covent Garden
WC2N:Charing Cross
WC2R:Somerset House
WD3:Batchworth Heath|Chandlers Cross|Chenies|Chorleywood|Croxley Green|Heronsgate|Loudwater|Maple Cross|Mill End|Sarratt|West Hyde
WD4:Bucks Hill|Chipperfield|Hunton Bridge
WD5:Bedmond
WD6:Elstree|Well End
WD7:Shenley
WD17:Cassiobury|Nascot Wood
WD18:West Watford
WD19:Oxhey|South Oxhey|Carpenders Park
WD23:Bushey Heath
WD24:North Watford
WD25:Garston|Aldenham|Leavesden|Letchmore Heath
WF1:Alverthorpe|Eastmoor|Kirkthorpe|Outwood
WF2:Kirkhamgate|Kettlethorpe|Lupset|Newmillerdam|Sandal|Thornes|Walton
WF3:East Ardsley|Lofthouse|Lofthouse Gate|Robin Hood|Stanley|Tingley|West Ardsley
WF4:Crigglestone|Crofton|Durkar|Flockton|Havercroft|Horbury|Netherton|New Crofton|Ryhill|West Bretton|Woolley
WF5:Gawthorpe
WF6:Altofts
WF7:Ackworth Moor Top|Featherstone|Purston Jaglin|Streethouse
WF8:Darrington|Kirk Smeaton|Thorpe Audlin
WF9:Badsworth|Fitzwilliam|Hemsworth|Kinsley|South Elmsall|South Kirkby|Upton
WF10:Airedale|Allerton Bywater|Glasshoughton
WF11:Brotherton|Byram|Criddling Stubbs|Kellingley
WF12:Chickenley|Savile Town|Shaw Cross|Thornhill|Thornhill Lees
WF13:Dewsbury Moor|Ravensthorpe|Staincliffe
WF14:Hopton
WF15:Roberttown
WF17:Birstall|Staincliffe
WN1:Haigh|Ince|Swinley
WN2:Abram|Aspull|Bamfurlong|Bickershaw|Haigh|Hindley|Hindley Green|Ince|Platt Bridge
WN3:Goose Green|Ince|Winstanley|Worsley Mesnes
WN4:Ashton-In-Makerfield|Garswood
WN5:Billinge|Newtown|Higher End|Orrell|Pemberton|Winstanley|Worsley Hall|Marsh Green.
WN6:Appley Bridge|Shevington|Standish|Standish Lower Ground|Wrightington
WN7:Hope Carr|Landside|Low Common|Bedford|Westleigh|Pennington|Higher Folds
WN8:Chapel House|Dalton|Holland Moor|Newburgh|Parbold|Roby Mill|Southway|Upholland
WS1:Walsall Town Centre|Caldmore
WS2:Pleck|Bentley|Leamore
WS3:Bloxwich|Coal Pool|Pelsall
WS4:Rushall
WS5:Bescot|Tamebridge|Yew Tree
WS6:Cheslyn Hay|Great Wyrley
WS9:Aldridge|Brownhills
WS12:Heath Hayes|Hednesford|Huntington|Wimblebury
WS15:Armitage|Brereton
WV1:Horseley Fields|East Park
WV2:All Saints|Blakenhall|Parkfields
WV3:Finchfield|Compton|Castlecroft
WV4:Penn|Warstones|Merry Hill|Parkfields
WV5:Wombourne|Wall Heath
WV6:Whitmore Reans|Perton|Pattingham|Tettenhall
WV7:Albrighton
WV8:Codsall|Pendeford|Rakegate|Bilbrook
WV9:Pendeford
WV10:Low Hill|Bushbury|Heath Town|Fordhouses|Fallings Park|Featherstone|Wednesfield|Brinsford
WV11:Wednesfield
WV12:Short Heath|Lodge Farm
WV13:Shepwell Green|Willenhall Town
WV14:Bradley|Bilston Town
WV15:Bridgnorth Lower
WV16:Bridgnorth Upper
YO8:Barlby|Brayton|Bubwith|Cawood|Camblesforth|Drax|Thorpe Willoughby
YO10:Fishergate|Fulford|Heslington|Osbaldwick|Tang Hall
YO11:Cayton
YO12:Seamer
YO15:Bempton|Buckton|Carnaby|Flamborough|Fraisthorpe|Sewerby|Wilsthorpe
YO16:Bempton|Bessingby|Boynton|Buckton|Carnaby|Easton|Grindale|Sewerby
YO17:Norton
YO18:Thornton-Le-Dale
YO19:Dunnington|Escrick|Wheldrake|Murton|Riccall|Stillingfleet|Warthill
YO21:Westerdale
YO22:Robin Hood's Bay
YO23:South Bank|Bishopthorpe|Copmanthorpe|Rufforth
YO24:Acomb|Dringhouses|Woodthorpe
YO26:Acomb|Leeman Road Area|Upper Poppleton|Nether Poppleton|Green Hammerton
YO30:Bootham|Clifton|Skelton|Linton-On-Ouse
YO31:Heworth|Huntington|The Groves|Layerthorpe
YO32:Haxby|Huntington|Wigginton|New Earswick|Stockton-On-The-Forest|Strensall
YO41:Elvington|Full Sutton|Stamford Bridge|Sutton upon Derwent|Wilberfoss
YO42:Pocklington|Barmby Moor|Melbourne|Seaton Ross
YO43:Market Weighton|Holme-On-Spalding-Moor
YO51:Boroughbridge
YO60:Skewsby
YO61:Easingwold
YO62:Thorpe Hall|Helmsley|Kirkbymoorside
YO90:Rougier St|Wellington Row
YO91:Lawrence Court|Po Boxes
ZE1:Lerwick|Scalloway
ZE3:Bush
`;
